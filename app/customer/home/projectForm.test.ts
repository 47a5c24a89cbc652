import { describe, expect, it } from 'vitest';
import { CustomerCreateProjectRequestSchema } from '../../../sync/contract/projects';
import {
  CustomerProjectFormSchema,
  EMPTY_PROJECT_FORM,
  INTERVIEW_LENGTH_CHOICES,
  NUMBER_OF_EXPERTS_CHOICES,
  TIMELINE_CHOICES,
  toCreateRequest,
} from './projectForm';
import { SAMPLE_QUESTIONS } from './samples';

const filled = {
  ...EMPTY_PROJECT_FORM,
  name: '  Deposit pricing study ',
  projectGoal: 'Learn how regional banks price deposits',
  expertProfile: 'Treasurers at regional banks',
  numberOfExperts: '11-25',
  timeline: '3-4 weeks',
  interviewDurationMinutes: '45',
  baseQuestions: [{ text: '  How do you set rates? ' }, { text: '   ' }, { text: 'Who decides?' }],
} as const;

const messages = (input: unknown) => {
  const result = CustomerProjectFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the customer project form', () => {
  it('opens with three empty question slots and nothing chosen', () => {
    expect(EMPTY_PROJECT_FORM.baseQuestions).toEqual([{ text: '' }, { text: '' }, { text: '' }]);
    expect(EMPTY_PROJECT_FORM.interviewDurationMinutes).toBe('');
  });

  it("gives every required field the spec's message", () => {
    expect(messages(EMPTY_PROJECT_FORM)).toEqual({
      name: 'Project name is required',
      projectGoal: 'Project goal is required',
      expertProfile: 'Expert profile is required',
      numberOfExperts: 'Number of experts is required',
      timeline: 'Timeline is required',
      interviewDurationMinutes: 'Interview duration is required',
    });
  });

  it('offers exactly the spec options', () => {
    expect(NUMBER_OF_EXPERTS_CHOICES.map((c) => c.value)).toEqual([
      '5-10',
      '11-25',
      '26-50',
      '51-100',
      '100+',
    ]);
    expect(TIMELINE_CHOICES.map((c) => c.value)).toEqual([
      '1-2 weeks',
      '3-4 weeks',
      '1-2 months',
      '3+ months',
    ]);
    expect(INTERVIEW_LENGTH_CHOICES).toEqual(
      [15, 20, 30, 45, 60].map((m) => ({ value: String(m), label: `${m} minutes` })),
    );
  });

  it('turns valid input into a request the server schema accepts: trimmed, minutes as a number, blank questions dropped', () => {
    const values = CustomerProjectFormSchema.parse(filled);
    const request = toCreateRequest(values);
    expect(request).toEqual({
      name: 'Deposit pricing study',
      description: null,
      projectGoal: 'Learn how regional banks price deposits',
      expertProfile: 'Treasurers at regional banks',
      numberOfExperts: '11-25',
      timeline: '3-4 weeks',
      interviewDurationMinutes: 45,
      baseQuestions: ['How do you set rates?', 'Who decides?'],
    });
    expect(CustomerCreateProjectRequestSchema.safeParse(request).success).toBe(true);
    expect(request).not.toHaveProperty('client');
  });

  it('has no request when every question is blank (the toast case)', () => {
    const values = CustomerProjectFormSchema.parse({
      ...filled,
      baseQuestions: [{ text: '' }, { text: '  ' }],
    });
    expect(toCreateRequest(values)).toBeNull();
  });

  it('refuses a length outside the options and an over-long question', () => {
    expect(messages({ ...filled, interviewDurationMinutes: '90' })).toEqual({
      interviewDurationMinutes: 'Interview duration must be one of 15, 20, 30, 45, 60 minutes',
    });
    expect(messages({ ...filled, baseQuestions: [{ text: 'x'.repeat(1001) }] })).toEqual({
      'baseQuestions.0.text': 'Must be 1000 characters or less',
    });
  });

  it('has a different sample question for every slot up to the limit', () => {
    expect(new Set(SAMPLE_QUESTIONS).size).toBe(10);
  });

  it('allows ten questions and no more', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ text: `Question ${i + 1}` }));
    expect(
      CustomerProjectFormSchema.safeParse({ ...filled, baseQuestions: rows(10) }).success,
    ).toBe(true);
    expect(messages({ ...filled, baseQuestions: rows(11) })).toEqual({
      baseQuestions: 'At most 10 questions',
    });
  });
});
