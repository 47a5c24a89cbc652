export {
  AnalysisListQuerySchema,
  AskAiRequestSchema,
  ClientParamsSchema,
  GenerateAnalysisRequestSchema,
  GenerateInsightsRequestSchema,
} from '../../../sync/contract';
