import { PROJECT_ID_PREFIX } from '../../sync/contract/projectIds';
import { BaseModel } from './BaseModel';

export class Project extends BaseModel {
  static override tableName = 'projects';
  // The app tells a project from a client in /customer/{x} by this prefix.
  static override idPrefix = PROJECT_ID_PREFIX.slice(0, -1);
  static override jsonAttributes = ['baseQuestions'];

  name!: string;
  description!: string | null;
  client!: string;
  projectGoal!: string | null;
  expertProfile!: string | null;
  numberOfExperts!: string | null;
  timeline!: string | null;
  interviewDurationMinutes!: number;
  baseQuestions!: string[];
  maxFollowupsPerQuestion!: number;
  createdByUserId!: string | null;
  createdAt!: Date;
}
