export { AuditEventCsvQuerySchema, AuditEventQuerySchema } from '../../../sync/contract';
