import type { TranscriptionStatus } from '../../sync/contract/common';
import { BaseModel } from './BaseModel';

/** A second device's answer to a question another device answered first (migration 015). */
export class AnswerAddition extends BaseModel {
  static override tableName = 'answer_additions';
  static override idPrefix = 'add';

  answerId!: string;
  interviewId!: string;
  questionId!: string;
  text!: string;
  transcript!: string | null;
  audioPath!: string | null;
  audioMimeType!: string | null;
  audioBytes!: number | null;
  audioDurationMs!: number | null;
  transcriptionStatus!: TranscriptionStatus;
  transcriptConfidence!: number | null;
  createdAt!: Date;
}
