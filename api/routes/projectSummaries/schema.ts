import { z } from 'zod';
import { IdSchema } from '../../../sync/contract';

export { RegenerateProjectSummaryRequestSchema } from '../../../sync/contract';

export const ProjectSummaryParamsSchema = z.object({ id: IdSchema });
