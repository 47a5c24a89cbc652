import type { TranscriptionStatus } from '../../sync/contract/common';
import { BaseModel } from './BaseModel';

/**
 * Where an answer stands with its AI follow-up question: `pending` until decided
 * (an audio-only answer waits for its transcript), then `asked` or `not_asked`;
 * `skipped` for a skipped question, which never gets one.
 */
export const FOLLOWUP_STATUSES = ['pending', 'asked', 'not_asked', 'skipped'] as const;
export type FollowupStatus = (typeof FOLLOWUP_STATUSES)[number];

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
  /** 0-1, how sure the speech engine was of `transcript`; null when unknown or typed. */
  transcriptConfidence!: number | null;
  followupStatus!: FollowupStatus;
  createdAt!: Date;

  /**
   * `search_document` (migration 014) is the database's own stemmed copy of the text,
   * for full-text search only: never carried in a model, so it cannot reach a response
   * or be written back (it is a generated column).
   */
  override $parseDatabaseJson(json: Record<string, unknown>) {
    const { searchDocument: _searchDocument, ...rest } = super.$parseDatabaseJson(json);
    return rest;
  }
}
