import { z } from 'zod';
import { IdSchema } from '../../../sync/contract';

export { CreateApiTokenRequestSchema } from '../../../sync/contract';

export const ApiTokenParamsSchema = z.object({ id: IdSchema });
