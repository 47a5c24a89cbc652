import { z } from 'zod';
import { IdSchema, requiredText } from '../../../sync/contract';

export {
  CreateInterviewRequestSchema,
  InterviewListQuerySchema,
  InterviewPageQuerySchema,
} from '../../../sync/contract';

export const InterviewParamsSchema = z.object({ interviewId: IdSchema });
/** Closing takes no input: an empty body, or an empty JSON object. */
export const CloseInterviewRequestSchema = z.strictObject({});
export const ClientParamsSchema = z.object({ client: requiredText('Client is required', 200) });
