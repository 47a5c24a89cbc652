import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AudioChunks, NewOperation, OutboxOperation } from '../../sync/outbox/operations';
import { ParleyDatabase } from './db';
import {
  DraftRecordingStore,
  EMPTY_ANSWER_MESSAGE,
  queueRecordedAnswer,
  RECORDING_GONE_MESSAGE,
} from './draftRecordings';
import { DexieOutboxStorage } from './outboxStore';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;
const asArrays = (chunks: AudioChunks) => chunks.map((chunk) => [...new Uint8Array(chunk)]);
const question = { interviewId: 'i1', questionId: 'q1' };

/** Writes the operation for real, then fails, as a full disk would after the first write. */
class FailingOutbox extends DexieOutboxStorage {
  override async add(operation: NewOperation, audio?: AudioChunks): Promise<OutboxOperation> {
    await super.add(operation, audio);
    throw new Error('QuotaExceededError');
  }
}

describe('DraftRecordingStore', () => {
  let db: ParleyDatabase;
  let drafts: DraftRecordingStore;

  beforeEach(() => {
    db = new ParleyDatabase(`parley-test-${crypto.randomUUID()}`);
    drafts = new DraftRecordingStore(db);
  });
  afterEach(async () => {
    await db.delete();
  });

  const record = async (chunks: number[][], durationMs: number | null = 2000) => {
    const id = await drafts.begin({ ...question, mimeType: 'audio/webm;codecs=opus' });
    for (const [index, chunk] of chunks.entries())
      await drafts.appendChunk(id, index, bytes(...chunk));
    if (durationMs !== null) await drafts.finish(id, durationMs);
    return id;
  };

  it('returns chunks in index order whatever order they were written in', async () => {
    const id = await drafts.begin({ ...question, mimeType: 'audio/webm' });
    await drafts.appendChunk(id, 2, bytes(30));
    await drafts.appendChunk(id, 10, bytes(100));
    await drafts.appendChunk(id, 0, bytes(1, 2));
    await drafts.appendChunk(id, 1, bytes(20));
    const other = await record([[99]]);
    expect(asArrays(await drafts.chunks(id))).toEqual([[1, 2], [20], [30], [100]]);
    expect(asArrays(await drafts.chunks(other))).toEqual([[99]]);
  });

  it('finds the newest finished recording of a question with its size and real type', async () => {
    await record([[1]], 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newest = await record(
      [
        [1, 2, 3],
        [4, 5],
      ],
      1830.4,
    );
    expect(await drafts.findForQuestion('i1', 'q1')).toEqual({
      draftId: newest,
      mimeType: 'audio/webm;codecs=opus',
      durationMs: 1830,
      bytes: 5,
      interrupted: false,
      chunkCount: 2,
    });
    expect(await drafts.findForQuestion('i1', 'q2')).toBeNull();
    expect(await drafts.findForQuestion('i2', 'q1')).toBeNull();
  });

  it('recovers a recording cut off mid-way, estimating its duration from the chunks', async () => {
    const id = await record([[1], [2], [3]], null);
    expect(await drafts.findForQuestion('i1', 'q1')).toMatchObject({
      draftId: id,
      durationMs: 3000,
      bytes: 3,
      interrupted: true,
    });
  });

  it('ignores a recording that stopped before its first chunk was saved', async () => {
    const older = await record([[1]]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await drafts.begin({ ...question, mimeType: 'audio/webm' });
    expect((await drafts.findForQuestion('i1', 'q1'))?.draftId).toBe(older);
  });

  it('discards one recording with its chunks, or every recording of a question', async () => {
    const first = await record([[1], [2]]);
    const second = await record([[3]]);
    const elsewhere = await drafts.begin({ interviewId: 'i1', questionId: 'q2', mimeType: 'a' });
    await drafts.appendChunk(elsewhere, 0, bytes(7));

    await drafts.discard(first);
    expect(await drafts.chunks(first)).toEqual([]);
    expect(await db.drafts.get(first)).toBeUndefined();
    expect((await drafts.findForQuestion('i1', 'q1'))?.draftId).toBe(second);

    await drafts.discardDraftsForQuestion('i1', 'q1');
    expect(await drafts.findForQuestion('i1', 'q1')).toBeNull();
    expect(await db.draftChunks.count()).toBe(1);
    expect((await drafts.findForQuestion('i1', 'q2'))?.draftId).toBe(elsewhere);
  });
});

describe('queueRecordedAnswer', () => {
  let db: ParleyDatabase;
  let drafts: DraftRecordingStore;
  let outbox: DexieOutboxStorage;

  beforeEach(() => {
    db = new ParleyDatabase(`parley-test-${crypto.randomUUID()}`);
    drafts = new DraftRecordingStore(db);
    outbox = new DexieOutboxStorage(db);
  });
  afterEach(async () => {
    await db.delete();
  });

  it('queues the answer with its audio and deletes the drafts in one go', async () => {
    const stale = await drafts.begin({ ...question, mimeType: 'audio/webm' });
    await drafts.appendChunk(stale, 0, bytes(9));
    const id = await drafts.begin({ ...question, mimeType: 'audio/mp4' });
    await drafts.appendChunk(id, 1, bytes(2));
    await drafts.appendChunk(id, 0, bytes(1));

    const op = await queueRecordedAnswer(db, outbox, {
      ...question,
      answerText: '  revenue grew  ',
      draftId: id,
    });

    expect(op).toMatchObject({
      kind: 'submitAnswer',
      ...question,
      answerText: 'revenue grew',
      audio: { mimeType: 'audio/mp4', durationMs: 2000 },
      status: 'pending',
      seq: 1,
    });
    expect(asArrays((await outbox.audioFor(op.id))!)).toEqual([[1], [2]]);
    expect(await db.drafts.count()).toBe(0);
    expect(await db.draftChunks.count()).toBe(0);
  });

  it('leaves the text out when blank: the server transcript fills it in', async () => {
    const id = await drafts.begin({ ...question, mimeType: 'audio/webm' });
    await drafts.appendChunk(id, 0, bytes(1));
    await drafts.finish(id, 700);
    const op = await queueRecordedAnswer(db, outbox, { ...question, answerText: ' ', draftId: id });
    expect(op).not.toHaveProperty('answerText');
    expect(op).toMatchObject({ audio: { durationMs: 700 } });
  });

  it('keeps the draft and queues nothing when adding the operation fails', async () => {
    const id = await drafts.begin({ ...question, mimeType: 'audio/webm' });
    await drafts.appendChunk(id, 0, bytes(1));
    await expect(
      queueRecordedAnswer(db, new FailingOutbox(db), { ...question, answerText: 'x', draftId: id }),
    ).rejects.toThrow('QuotaExceededError');
    expect(await db.operations.count()).toBe(0);
    expect(await db.audio.count()).toBe(0);
    expect((await drafts.findForQuestion('i1', 'q1'))?.draftId).toBe(id);
  });

  it('refuses to queue an answer whose recording is gone or belongs to another question', async () => {
    const id = await drafts.begin({ interviewId: 'i1', questionId: 'q2', mimeType: 'audio/webm' });
    await drafts.appendChunk(id, 0, bytes(1));
    const queue = (draftId: string) =>
      queueRecordedAnswer(db, outbox, { ...question, answerText: 'typed', draftId });
    await expect(queue('missing')).rejects.toThrow(RECORDING_GONE_MESSAGE);
    await expect(queue(id)).rejects.toThrow(RECORDING_GONE_MESSAGE);
    expect(await db.operations.count()).toBe(0);
    expect(await db.drafts.count()).toBe(1);
  });

  it('queues a typed answer without audio, and refuses a blank one', async () => {
    const op = await queueRecordedAnswer(db, outbox, {
      ...question,
      answerText: 'typed',
      draftId: null,
    });
    expect(op).toMatchObject({ kind: 'submitAnswer', answerText: 'typed' });
    expect(op).not.toHaveProperty('audio');
    expect(await outbox.audioFor(op.id)).toBeNull();
    await expect(
      queueRecordedAnswer(db, outbox, { ...question, answerText: '  ', draftId: null }),
    ).rejects.toThrow(EMPTY_ANSWER_MESSAGE);
  });
});
