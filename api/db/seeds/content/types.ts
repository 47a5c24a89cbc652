import type { InterviewStatus, Role } from '../../../../sync/contract';

/** Demo data is plain values; demo.ts turns it into rows, with times relative to "now". */
export interface DemoAccount {
  id: string;
  username: string;
  role: Role;
  fullName: string;
  email?: string;
  company?: string;
  clientAccess?: string;
}

export interface DemoProject {
  id: string;
  client: string;
  name: string;
  description: string;
  projectGoal: string;
  expertProfile: string;
  numberOfExperts: string;
  timeline: string;
  interviewDurationMinutes: number;
  baseQuestions: readonly string[];
  createdDaysAgo: number;
}

export interface DemoExpert {
  name: string;
  email: string;
  company: string;
  /** Their role, shown with their answers. */
  title: string;
  /** Set for interviews assigned to a Parley expert account. */
  userId?: string;
}

export interface DemoInterview {
  id: string;
  projectId: string;
  expert: DemoExpert;
  /** Demo interviews are never declined or closed. */
  status: Extract<InterviewStatus, 'pending' | 'in_progress' | 'completed'>;
  createdHoursAgo: number;
  /** In progress: when the expert began. Completed: defaults to the planned length before completion. */
  startedHoursAgo?: number;
  completedHoursAgo?: number;
  /** Planned length; the project's when absent. */
  durationMinutes?: number;
  /** Dollars; 150 when absent, as on the expert dashboard. */
  compensation?: number;
  /** One per base question, in order: all of them when completed, some when in progress. */
  answers?: readonly string[];
}
