export { ConfirmEmailRequestSchema, OutboxQuerySchema } from '../../../sync/contract';
