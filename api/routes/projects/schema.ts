import { z } from 'zod';
import { IdSchema } from '../../../sync/contract';

export {
  CreateProjectRequestSchema,
  CustomerCreateProjectRequestSchema,
  CustomerUpdateProjectRequestSchema,
  UpdateProjectRequestSchema,
} from '../../../sync/contract';

export const ProjectParamsSchema = z.object({ id: IdSchema });
