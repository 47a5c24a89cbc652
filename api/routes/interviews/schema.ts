import { z } from 'zod';
import { IdSchema, requiredText } from '../../../sync/contract';

export { CreateInterviewRequestSchema } from '../../../sync/contract';

export const InterviewParamsSchema = z.object({ interviewId: IdSchema });
export const ClientParamsSchema = z.object({ client: requiredText('Client is required', 200) });
