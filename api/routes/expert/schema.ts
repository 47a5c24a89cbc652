import { z } from 'zod';
import { IdSchema } from '../../../sync/contract';

export {
  SubmitAnswerRequestSchema,
  SubmitAudioAnswerFieldsSchema,
} from '../../../sync/contract';

export const InterviewLinkParamsSchema = z.object({ interviewId: IdSchema });

/** Finishing, reopening and declining take no input: an empty body, or an empty JSON object. */
export const FinishInterviewRequestSchema = z.strictObject({});
