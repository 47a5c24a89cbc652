import type { QuestionType } from '../../sync/contract/common';
import { BaseModel } from './BaseModel';

export class Question extends BaseModel {
  static override tableName = 'questions';
  static override idPrefix = 'qst';

  interviewId!: string;
  questionText!: string;
  questionType!: QuestionType;
  parentQuestionId!: string | null;
  orderIndex!: number;
  isAnswered!: boolean;
  createdAt!: Date;
}
