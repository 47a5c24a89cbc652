import { describe, expect, it } from 'vitest';
import { formatActualDuration } from './interviewDuration';

describe('formatActualDuration', () => {
  it('shows the minutes the interview took', () => {
    expect(
      formatActualDuration({
        actualDurationMinutes: 17,
        startedAt: '2026-11-01',
        status: 'completed',
      }),
    ).toBe('17 min');
  });

  it('says so when the length is not known, never showing the plan', () => {
    expect(
      formatActualDuration({ actualDurationMinutes: null, startedAt: null, status: 'pending' }),
    ).toBe('Not started');
    expect(
      formatActualDuration({
        actualDurationMinutes: null,
        startedAt: '2026-11-01',
        status: 'in_progress',
      }),
    ).toBe('Not finished');
  });
});
