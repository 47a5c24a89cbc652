import { isInProgress } from '../../sync/contract/common';
import type { Interview } from '../../sync/contract/interviews';
import type { Project } from '../../sync/contract/projects';

/** Spec section 9: the employee dashboard counts an insight for 60% of completed interviews. */
export const INSIGHTS_PERCENT_OF_COMPLETED = 60;

export interface ProjectStats {
  projects: number;
  clients: number;
}

export interface InterviewStats {
  /** Interviews not completed yet: links waiting to be opened plus interviews under way. */
  active: number;
  inProgress: number;
  pending: number;
  completed: number;
  total: number;
  insightsGenerated: number;
}

/** Each half is null while its list is unknown (loading or failed), so the other still shows. */
export interface DashboardStats {
  projects: ProjectStats | null;
  interviews: InterviewStats | null;
}

/** The four stat cards' figures, from the lists the dashboard already shows. */
export function dashboardStats(
  projects: readonly Pick<Project, 'client'>[] | undefined,
  interviews: readonly Pick<Interview, 'status'>[] | undefined,
): DashboardStats {
  return {
    projects: projects ? projectStats(projects) : null,
    interviews: interviews ? interviewStats(interviews) : null,
  };
}

export function projectStats(projects: readonly Pick<Project, 'client'>[]): ProjectStats {
  return {
    projects: projects.length,
    clients: new Set(projects.map((project) => project.client)).size,
  };
}

export function interviewStats(interviews: readonly Pick<Interview, 'status'>[]): InterviewStats {
  const completed = interviews.filter((interview) => interview.status === 'completed').length;
  return {
    active: interviews.length - completed,
    inProgress: interviews.filter((interview) => isInProgress(interview.status)).length,
    pending: interviews.filter((interview) => interview.status === 'pending').length,
    completed,
    total: interviews.length,
    insightsGenerated: insightsFor(completed),
  };
}

/** 60% rounded down; multiplying before dividing keeps the floor free of float error. */
export function insightsFor(completed: number): number {
  return Math.floor((completed * INSIGHTS_PERCENT_OF_COMPLETED) / 100);
}
