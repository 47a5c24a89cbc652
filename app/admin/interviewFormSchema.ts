import { z } from 'zod';
import {
  CreateInterviewRequestSchema,
  INTERVIEW_DURATION_OPTIONS,
} from '../../sync/contract/interviews';
import type { SelectOption } from '../ui/Select';

/** Spec section 9: interviews last 30 minutes unless the employee picks otherwise. */
export const DEFAULT_INTERVIEW_MINUTES = 30;

export const DURATION_OPTIONS: readonly SelectOption[] = INTERVIEW_DURATION_OPTIONS.map(
  (minutes) => ({ value: String(minutes), label: `${minutes} minutes` }),
);

/**
 * The interview dialog's fields (spec section 5) with the contract's messages. The
 * duration dropdown holds text; it becomes a number checked against 15-120 here.
 */
export const InterviewFormSchema = CreateInterviewRequestSchema.pick({
  projectId: true,
  expertName: true,
  expertEmail: true,
  company: true,
  client: true,
}).extend({
  interviewDurationMinutes: z
    .string()
    .transform(Number)
    .pipe(CreateInterviewRequestSchema.shape.interviewDurationMinutes.unwrap()),
});

export type InterviewFormValues = z.input<typeof InterviewFormSchema>;
export type InterviewFormOutput = z.output<typeof InterviewFormSchema>;

export function blankInterviewForm(project?: { id: string; client: string }): InterviewFormValues {
  return {
    projectId: project?.id ?? '',
    expertName: '',
    expertEmail: '',
    company: '',
    client: project?.client ?? '',
    interviewDurationMinutes: String(DEFAULT_INTERVIEW_MINUTES),
  };
}
