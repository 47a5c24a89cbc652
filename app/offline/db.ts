import Dexie, { type Table } from 'dexie';
import type { CurrentQuestionResponse, SessionQuestion } from '../../sync/contract';
import type { AudioChunks, OutboxOperation } from '../../sync/outbox/operations';

export interface StoredAudio {
  opId: string;
  chunks: AudioChunks;
}

/** An answer or skip given on this device that the last server snapshot does not show yet. */
export interface LocalAnswer {
  questionId: string;
  question: string;
  questionType: SessionQuestion['questionType'];
  /** Typed text, SKIPPED_ANSWER, or '' for a recording that waits for its transcript. */
  answerText: string;
  hasAudio: boolean;
  answeredAt: string;
}

/** The last question plan the server sent for an interview: what an offline reopen starts from. */
export interface StoredSession {
  interviewId: string;
  snapshot: CurrentQuestionResponse;
  fetchedAt: string;
  /** Set once the expert accepts the disclaimer on this device, so a reload does not ask again. */
  disclaimerAcceptedAt: string | null;
  /** Dropped one by one as fresh snapshots show the server has them. */
  localAnswers: LocalAnswer[];
  /** Set when the expert finished on this device; the finish may still wait in the outbox. */
  finishedAt: string | null;
}

/** A recording in progress or stopped but not yet submitted; its chunks live in `draftChunks`. */
export interface DraftRecording {
  id: string;
  interviewId: string;
  questionId: string;
  /** The type MediaRecorder really produced (Safari: audio/mp4), stored with the audio. */
  mimeType: string;
  startedAt: string;
  /** Null while recording, or when the tab closed mid-recording (then: up to the last chunk). */
  durationMs: number | null;
}

export interface DraftChunk {
  draftId: string;
  index: number;
  data: ArrayBuffer;
}

/** The device's offline database. Bump the version and add a `stores` call to change the schema. */
export class ParleyDatabase extends Dexie {
  operations!: Table<OutboxOperation, string>;
  audio!: Table<StoredAudio, string>;
  sessions!: Table<StoredSession, string>;
  drafts!: Table<DraftRecording, string>;
  draftChunks!: Table<DraftChunk, [string, number]>;

  constructor(name = 'parley') {
    super(name);
    this.version(1).stores({
      operations: 'id, seq, [status+seq]',
      audio: 'opId',
    });
    this.version(2).stores({
      sessions: 'interviewId',
      drafts: 'id, [interviewId+questionId]',
      draftChunks: '[draftId+index]',
    });
  }
}
