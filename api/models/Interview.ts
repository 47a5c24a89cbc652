import type { InterviewStatus } from '../../sync/contract/common';
import { BaseModel } from './BaseModel';
import { Project } from './Project';

export class Interview extends BaseModel {
  static override tableName = 'interviews';
  static override idPrefix = 'int';

  projectId!: string;
  expertName!: string;
  expertEmail!: string;
  company!: string;
  client!: string;
  status!: InterviewStatus;
  totalQuestions!: number;
  answeredQuestions!: number;
  interviewDurationMinutes!: number;
  compensation!: number;
  expertUserId!: string | null;
  startedAt!: Date | null;
  createdAt!: Date;
  completedAt!: Date | null;
  finishedEarlyAt!: Date | null;
  closedAt!: Date | null;
  /** The admin's user id. */
  closedBy!: string | null;
  declinedAt!: Date | null;
  deadlineAt!: Date;
  expertTitle!: string | null;

  project?: Project;

  static override get relationMappings() {
    return {
      project: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Project,
        join: { from: 'interviews.projectId', to: 'projects.id' },
      },
    };
  }
}
