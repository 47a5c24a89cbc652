export { ClientParamsSchema, DashboardQuerySchema } from '../../../sync/contract';
