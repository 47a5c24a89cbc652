import type { Interview } from '../../../sync/contract/interviews';

/** Spec section 9: the dashboard lists this many recent interviews. */
export const RECENT_INTERVIEW_COUNT = 5;

type Dated = Pick<Interview, 'status' | 'completedAt' | 'createdAt'>;

/** When an interview counts as having happened: its completion, else its creation. */
export function interviewDate(interview: Pick<Interview, 'completedAt' | 'createdAt'>): string {
  return interview.completedAt ?? interview.createdAt;
}

/** 'Recent Interviews': the latest completed ones, newest first. */
export function recentCompleted<T extends Dated>(
  interviews: readonly T[],
  limit = RECENT_INTERVIEW_COUNT,
): T[] {
  return interviews
    .filter((interview) => interview.status === 'completed')
    .sort((a, b) => Date.parse(interviewDate(b)) - Date.parse(interviewDate(a)))
    .slice(0, limit);
}
