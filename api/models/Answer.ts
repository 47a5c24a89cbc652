import type { TranscriptionStatus } from '../../sync/contract/common';
import { BaseModel } from './BaseModel';

export class Answer extends BaseModel {
  static override tableName = 'answers';
  static override idPrefix = 'ans';

  questionId!: string;
  interviewId!: string;
  answerText!: string;
  transcript!: string | null;
  audioPath!: string | null;
  audioMimeType!: string | null;
  audioBytes!: number | null;
  audioDurationMs!: number | null;
  transcriptionStatus!: TranscriptionStatus;
  createdAt!: Date;
}
