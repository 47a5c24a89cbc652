export {
  AnalysisListQuerySchema,
  AnalysisParamsSchema,
  AskAiRequestSchema,
  ClientParamsSchema,
  GenerateAnalysisRequestSchema,
  GenerateInsightsRequestSchema,
} from '../../../sync/contract';
