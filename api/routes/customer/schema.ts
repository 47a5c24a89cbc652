export {
  AskAiRequestSchema,
  ClientParamsSchema,
  GenerateAnalysisRequestSchema,
  GenerateInsightsRequestSchema,
} from '../../../sync/contract';
