import type { Interview } from '../../../sync/contract/interviews';
import type { Project } from '../../../sync/contract/projects';

/** Spec section 9: the dashboard lists this many recent interviews. */
export const RECENT_INTERVIEW_COUNT = 5;

export interface CustomerStats {
  /** Projects still collecting interviews: none yet, or some not completed. */
  activeProjects: number;
  projects: number;
  totalInterviews: number;
  completed: number;
  /** Whole percent of interviews completed; 0 without interviews. */
  completionRate: number;
}

type ProjectCounts = Pick<Project, 'interviewCount' | 'completedInterviewCount'>;

/**
 * The four cards. Projects have no status of their own, so "active" is read from their
 * interviews: a project whose every interview is completed has finished collecting.
 */
export function customerStats(
  projects: readonly ProjectCounts[],
  interviews: readonly Pick<Interview, 'status'>[],
): CustomerStats {
  const completed = interviews.filter((interview) => interview.status === 'completed').length;
  return {
    activeProjects: projects.filter(
      (project) =>
        project.interviewCount === 0 || project.completedInterviewCount < project.interviewCount,
    ).length,
    projects: projects.length,
    totalInterviews: interviews.length,
    completed,
    completionRate: interviews.length > 0 ? Math.round((completed * 100) / interviews.length) : 0,
  };
}

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
