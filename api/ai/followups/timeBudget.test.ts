import { describe, expect, it } from 'vitest';
import { describeTime, followupFits, type InterviewClock, timeLeft } from './timeBudget';

const START = new Date('2026-03-02T10:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const typedAt = (minutes: number) => ({ createdAt: at(minutes), audioDurationMs: null });
const clock = (overrides: Partial<InterviewClock>): InterviewClock => ({
  plannedMinutes: 30,
  startedAt: START,
  answers: [],
  questionsLeft: 0,
  ...overrides,
});

describe('timeLeft', () => {
  it('counts the time from the start to each answer, at this pace', () => {
    const time = timeLeft(clock({ answers: [typedAt(3), typedAt(7)], questionsLeft: 4 }));
    expect(time).toEqual({
      plannedMinutes: 30,
      usedMinutes: 7,
      questionsLeft: 4,
      minutesPerQuestion: 3.5,
    });
  });

  it('does not count a pause (the expert finished early and came back a day later)', () => {
    const time = timeLeft(clock({ answers: [typedAt(2), typedAt(24 * 60 + 4)] }));
    // 2 minutes, then at most 5 of the 1442 between the answers.
    expect(time.usedMinutes).toBe(7);
  });

  it('counts a recording at its own length, even replayed from offline seconds apart', () => {
    const offline = [
      { createdAt: at(30), audioDurationMs: 240_000 },
      { createdAt: at(30.05), audioDurationMs: 180_000 },
    ];
    const time = timeLeft(clock({ startedAt: at(29.9), answers: offline }));
    expect(time.usedMinutes).toBeCloseTo(7);
  });

  it('takes the first answer as the start when the interview has none', () => {
    const time = timeLeft(clock({ startedAt: null, answers: [typedAt(10), typedAt(12)] }));
    expect(time.usedMinutes).toBe(2);
  });

  it('expects at least a minute a question, however quick the first answers were', () => {
    const time = timeLeft(clock({ answers: [typedAt(0.1)] }));
    expect(time.minutesPerQuestion).toBe(1);
  });
});

describe('followupFits', () => {
  it.each([
    // [used, per question, questions left, planned, fits]
    [7, 3.5, 4, 30, true], // 7 + 5 × 3.5 = 24.5
    [12, 3, 5, 30, true], // 12 + 6 × 3 = 30: exactly on time
    [12, 3, 6, 30, false], // 33
    [28, 1, 1, 30, true], // 30
    [29, 1, 1, 30, false], // 31
    [40, 4, 0, 30, false], // already over
  ])(
    '%d minutes used at %d a question with %d left of %d planned: %s',
    (used, perQuestion, left, planned, fits) => {
      expect(
        followupFits({
          usedMinutes: used,
          minutesPerQuestion: perQuestion,
          questionsLeft: left,
          plannedMinutes: planned,
        }),
      ).toBe(fits);
    },
  );

  it('describes the clock for logs and prompts', () => {
    expect(
      describeTime({
        usedMinutes: 12.4,
        minutesPerQuestion: 3.25,
        questionsLeft: 5,
        plannedMinutes: 30,
      }),
    ).toBe('about 12 of 30 planned minutes used; 5 questions left at about 3.3 minutes each');
  });
});
