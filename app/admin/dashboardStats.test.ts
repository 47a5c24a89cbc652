import { describe, expect, it } from 'vitest';
import type { InterviewStatus } from '../../sync/contract/common';
import { dashboardStats, insightsFor } from './dashboardStats';

const interviews = (...statuses: InterviewStatus[]) => statuses.map((status) => ({ status }));

describe('dashboardStats', () => {
  it('counts projects, their distinct clients and interviews by status', () => {
    const stats = dashboardStats(
      [{ client: 'Meridian Capital' }, { client: 'Harbor Bank' }, { client: 'Meridian Capital' }],
      interviews('pending', 'in_progress', 'completed', 'completed', 'pending'),
    );
    expect(stats).toEqual({
      projects: { projects: 3, clients: 2 },
      interviews: {
        active: 3,
        inProgress: 1,
        pending: 2,
        completed: 2,
        total: 5,
        insightsGenerated: 1,
      },
    });
  });

  it('is all zeros without data', () => {
    expect(dashboardStats([], [])).toMatchObject({
      projects: { projects: 0 },
      interviews: { active: 0, insightsGenerated: 0 },
    });
  });

  it('keeps the half it knows when one list is missing', () => {
    const stats = dashboardStats(undefined, interviews('completed'));
    expect(stats.projects).toBeNull();
    expect(stats.interviews?.completed).toBe(1);
  });
});

describe('insightsFor (spec section 9: 60% of completed, rounded down)', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [4, 2],
    [5, 3],
    [9, 5],
    [10, 6],
    [35, 21],
  ])('%i completed interviews give %i insights', (completed, insights) => {
    expect(insightsFor(completed)).toBe(insights);
  });

  it('matches floor(n * 3 / 5) for every count up to 1,000', () => {
    for (let completed = 0; completed <= 1000; completed++) {
      expect(insightsFor(completed)).toBe(Math.floor((completed * 3) / 5));
    }
  });
});
