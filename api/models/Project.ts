import { BaseModel } from './BaseModel';

export class Project extends BaseModel {
  static override tableName = 'projects';
  static override idPrefix = 'prj';
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
