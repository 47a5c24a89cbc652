import { z } from 'zod';
import { DEFAULT_INTERVIEW_OPEN_DAYS } from '../../sync/contract/interviewLifecycle';
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

/** How long the link stays open: finished early, it reopens the interview until then. */
export const OPEN_DAYS_OPTIONS: readonly SelectOption[] = [
  7,
  DEFAULT_INTERVIEW_OPEN_DAYS,
  30,
  60,
].map((days) => ({ value: String(days), label: `${days} days` }));

/** The deadline the chosen number of days gives, counted from `now`. */
export function deadlineAfter(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * 24 * 3600_000).toISOString();
}

/**
 * The interview dialog's fields (spec section 5) with the contract's messages. The
 * duration dropdown holds text; it becomes a number checked against 15-120 here.
 */
export const InterviewFormSchema = CreateInterviewRequestSchema.pick({
  projectId: true,
  expertName: true,
  expertEmail: true,
  company: true,
  expertTitle: true,
  client: true,
}).extend({
  openDays: z.string().transform(Number).pipe(z.number().int().min(1).max(365)),
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
    expertTitle: '',
    client: project?.client ?? '',
    openDays: String(DEFAULT_INTERVIEW_OPEN_DAYS),
    interviewDurationMinutes: String(DEFAULT_INTERVIEW_MINUTES),
  };
}
