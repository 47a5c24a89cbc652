export { ConfirmEmailRequestSchema } from '../../../sync/contract';
