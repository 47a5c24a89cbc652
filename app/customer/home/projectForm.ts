import { z } from 'zod';
import {
  CUSTOMER_INTERVIEW_DURATION_OPTIONS,
  type CustomerCreateProjectRequest,
  CustomerCreateProjectRequestSchema,
  MAX_CUSTOMER_BASE_QUESTIONS,
  NUMBER_OF_EXPERTS_OPTIONS,
  TIMELINE_OPTIONS,
} from '../../../sync/contract/projects';
import type { SelectOption } from '../../ui/Select';

/** Spec section 9: the form opens with three question slots. */
export const STARTING_QUESTION_SLOTS = 3;
/** Spec section 9: about five minutes of interview per question is suggested. */
export const MINUTES_PER_QUESTION = 5;

export const NO_QUESTIONS_MESSAGE = 'Please add at least one question.';

const contract = CustomerCreateProjectRequestSchema.shape;
const questionText = contract.baseQuestions.element;

/**
 * The dialog's fields, checked by the contract's own rules. Two differ in shape only:
 * the length Select holds the option as text (the contract wants minutes), and the
 * questions are rows of a field array where a blank slot is allowed (it is dropped;
 * an empty list is the toast, not a field error).
 */
export const CustomerProjectFormSchema = z.object({
  name: contract.name,
  description: contract.description,
  projectGoal: contract.projectGoal,
  expertProfile: contract.expertProfile,
  numberOfExperts: contract.numberOfExperts,
  timeline: contract.timeline,
  interviewDurationMinutes: z
    .string()
    .transform((minutes) => (minutes === '' ? undefined : Number(minutes)))
    .pipe(contract.interviewDurationMinutes),
  baseQuestions: z
    .array(
      z.object({
        text: z.string().superRefine((text, context) => {
          if (text.trim() === '') return;
          const checked = questionText.safeParse(text);
          for (const issue of checked.error?.issues ?? []) {
            context.addIssue({ code: 'custom', message: issue.message });
          }
        }),
      }),
    )
    .max(MAX_CUSTOMER_BASE_QUESTIONS, `At most ${MAX_CUSTOMER_BASE_QUESTIONS} questions`),
});
export type CustomerProjectFormInput = z.input<typeof CustomerProjectFormSchema>;
export type CustomerProjectFormValues = z.output<typeof CustomerProjectFormSchema>;

export const EMPTY_PROJECT_FORM: CustomerProjectFormInput = {
  name: '',
  description: '',
  projectGoal: '',
  expertProfile: '',
  numberOfExperts: '' as CustomerProjectFormInput['numberOfExperts'],
  timeline: '' as CustomerProjectFormInput['timeline'],
  interviewDurationMinutes: '',
  baseQuestions: Array.from({ length: STARTING_QUESTION_SLOTS }, () => ({ text: '' })),
};

/** The non-blank questions, trimmed, in the order they were written. */
export function filledQuestions(rows: readonly { text: string }[]): string[] {
  return rows.map((row) => row.text.trim()).filter(Boolean);
}

/**
 * The request for POST /api/projects, or null when no question is filled in. No
 * client: the server files a customer's project under their own client.
 */
export function toCreateRequest(
  values: CustomerProjectFormValues,
): CustomerCreateProjectRequest | null {
  const baseQuestions = filledQuestions(values.baseQuestions);
  if (baseQuestions.length === 0) return null;
  return { ...values, baseQuestions };
}

const choices = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

export const NUMBER_OF_EXPERTS_CHOICES = choices(NUMBER_OF_EXPERTS_OPTIONS);
export const TIMELINE_CHOICES = choices(TIMELINE_OPTIONS);
export const INTERVIEW_LENGTH_CHOICES: SelectOption[] = CUSTOMER_INTERVIEW_DURATION_OPTIONS.map(
  (minutes) => ({ value: String(minutes), label: `${minutes} minutes` }),
);
