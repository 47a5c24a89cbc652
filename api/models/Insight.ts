import { BaseModel } from './BaseModel';

export class Insight extends BaseModel {
  static override tableName = 'insights';
  static override idPrefix = 'ins';
  static override jsonAttributes = ['interviewIds'];

  client!: string;
  projectId!: string | null;
  title!: string;
  content!: string;
  category!: string;
  interviewIds!: string[];
  createdAt!: Date;
}
