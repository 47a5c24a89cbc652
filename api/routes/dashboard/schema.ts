export {
  ClientParamsSchema,
  DashboardQuerySchema,
  ReportQuerySchema,
} from '../../../sync/contract';
