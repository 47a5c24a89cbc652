export { SearchQuerySchema } from '../../../sync/contract';
