import Dexie from 'dexie';
import { type AudioChunks, newOperation, type OutboxOperation } from '../../sync/outbox/operations';
import type { DraftRecording, ParleyDatabase } from './db';
import type { DexieOutboxStorage } from './outboxStore';

/** MediaRecorder hands over one chunk per timeslice; the recorder asks for one a second. */
export const CHUNK_MS = 1000;

/** A stopped recording kept on the device for one question, not yet queued as an answer. */
export interface SavedRecording {
  draftId: string;
  mimeType: string;
  durationMs: number;
  bytes: number;
}

/** What `findForQuestion` recovers after a reload or a closed tab. */
export interface FoundDraft extends SavedRecording {
  /** True when the tab closed mid-recording: `durationMs` is then estimated from the chunks. */
  interrupted: boolean;
  chunkCount: number;
}

export interface NewDraft {
  interviewId: string;
  questionId: string;
  mimeType: string;
}

export interface RecordedAnswer {
  interviewId: string;
  questionId: string;
  answerText: string;
  /** The recording to send with the answer, or null for a typed answer. */
  draftId: string | null;
}

export const RECORDING_GONE_MESSAGE =
  'The recording is no longer on this device. Record your answer again or type it.';
export const EMPTY_ANSWER_MESSAGE = 'Record your answer or type it before submitting.';

/**
 * Recordings in progress, in IndexedDB: every chunk is committed as it arrives, so a
 * crash or a closed tab loses at most the last second, and the recording survives
 * until it is queued as an answer or discarded.
 */
export class DraftRecordingStore {
  constructor(private readonly db: ParleyDatabase) {}

  async begin({ interviewId, questionId, mimeType }: NewDraft): Promise<string> {
    const id = crypto.randomUUID();
    await this.db.drafts.add({
      id,
      interviewId,
      questionId,
      mimeType,
      startedAt: new Date().toISOString(),
      durationMs: null,
    });
    return id;
  }

  async appendChunk(draftId: string, index: number, data: ArrayBuffer): Promise<void> {
    await this.db.draftChunks.put({ draftId, index, data });
  }

  async finish(draftId: string, durationMs: number): Promise<void> {
    await this.db.drafts.update(draftId, { durationMs: Math.max(0, Math.round(durationMs)) });
  }

  /** The newest recording of the question that holds any audio, or null. */
  async findForQuestion(interviewId: string, questionId: string): Promise<FoundDraft | null> {
    const { db } = this;
    return db.transaction('r', db.drafts, db.draftChunks, async () => {
      const drafts = await db.drafts.where({ interviewId, questionId }).toArray();
      drafts.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
      for (const draft of drafts) {
        const found = await this.measure(draft);
        if (found) return found;
      }
      return null;
    });
  }

  /** The recording's bytes in recording order, ready for `new Blob(chunks, {type})`. */
  chunks(draftId: string): Promise<AudioChunks> {
    return readChunks(this.db, draftId);
  }

  async discard(draftId: string): Promise<void> {
    const { db } = this;
    await db.transaction('rw', db.drafts, db.draftChunks, async () => {
      await db.drafts.delete(draftId);
      await chunkRange(db, draftId).delete();
    });
  }

  /** Every recording of the question: 'Record Again', a skipped question, a typed answer. */
  async discardDraftsForQuestion(interviewId: string, questionId: string): Promise<void> {
    const { db } = this;
    await db.transaction('rw', db.drafts, db.draftChunks, async () => {
      const ids = await db.drafts.where({ interviewId, questionId }).primaryKeys();
      for (const id of ids) await chunkRange(db, id).delete();
      await db.drafts.bulkDelete(ids);
    });
  }

  private async measure(draft: DraftRecording): Promise<FoundDraft | null> {
    let bytes = 0;
    let chunkCount = 0;
    await chunkRange(this.db, draft.id).each((chunk) => {
      bytes += chunk.data.byteLength;
      chunkCount += 1;
    });
    if (chunkCount === 0) return null;
    const interrupted = draft.durationMs === null;
    return {
      draftId: draft.id,
      mimeType: draft.mimeType,
      durationMs: draft.durationMs ?? chunkCount * CHUNK_MS,
      bytes,
      interrupted,
      chunkCount,
    };
  }
}

function chunkRange(db: ParleyDatabase, draftId: string) {
  // The compound key sorts by index within a draft, so this range is already in order.
  return db.draftChunks
    .where('[draftId+index]')
    .between([draftId, Dexie.minKey], [draftId, Dexie.maxKey]);
}

async function readChunks(db: ParleyDatabase, draftId: string): Promise<AudioChunks> {
  const rows = await chunkRange(db, draftId).toArray();
  return rows.map((row) => row.data);
}

/**
 * Hands an answer over to the outbox: reads the recording, queues the operation with
 * its audio and deletes the question's drafts in ONE transaction, so the answer is never lost
 * and never queued without its audio. `storage` must wrap the same `db` instance:
 * Dexie then runs its `add` as a nested transaction inside this one.
 */
export async function queueRecordedAnswer(
  db: ParleyDatabase,
  storage: DexieOutboxStorage,
  { interviewId, questionId, answerText, draftId }: RecordedAnswer,
): Promise<OutboxOperation> {
  const text = answerText.trim();
  if (!draftId) {
    if (!text) throw new Error(EMPTY_ANSWER_MESSAGE);
    return storage.add(
      newOperation({ kind: 'submitAnswer', interviewId, questionId, answerText: text }),
    );
  }
  return db.transaction('rw', [db.operations, db.audio, db.drafts, db.draftChunks], async () => {
    const draft = await db.drafts.get(draftId);
    if (!draft || draft.interviewId !== interviewId || draft.questionId !== questionId) {
      throw new Error(RECORDING_GONE_MESSAGE);
    }
    const chunks = await readChunks(db, draftId);
    if (chunks.length === 0) throw new Error(RECORDING_GONE_MESSAGE);
    const operation = await storage.add(
      newOperation({
        kind: 'submitAnswer',
        interviewId,
        questionId,
        ...(text ? { answerText: text } : {}),
        audio: {
          mimeType: draft.mimeType,
          durationMs: draft.durationMs ?? chunks.length * CHUNK_MS,
        },
      }),
      chunks,
    );
    // Older recordings of the same question are obsolete once one is queued as its answer.
    await new DraftRecordingStore(db).discardDraftsForQuestion(interviewId, questionId);
    return operation;
  });
}
