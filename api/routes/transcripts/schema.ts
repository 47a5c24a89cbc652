import { z } from 'zod';
import { IdSchema } from '../../../sync/contract';

export { InterviewQualityQuerySchema } from '../../../sync/contract';

export const TranscriptParamsSchema = z.object({ interviewId: IdSchema });
