import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxEngine } from '../../sync/outbox/engine';
import { memoryLock } from '../../sync/outbox/locks';
import { newOperation, type SubmitAnswerPayload } from '../../sync/outbox/operations';
import { fakeResponse } from '../../sync/outbox/testing';
import { ParleyDatabase } from './db';
import { DexieOutboxStorage } from './outboxStore';

const answer = (interviewId: string, questionId: string): SubmitAnswerPayload => ({
  kind: 'submitAnswer',
  interviewId,
  questionId,
  answerText: 'text',
});

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

describe('DexieOutboxStorage', () => {
  let db: ParleyDatabase;
  let store: DexieOutboxStorage;

  beforeEach(() => {
    db = new ParleyDatabase(`parley-test-${crypto.randomUUID()}`);
    store = new DexieOutboxStorage(db);
  });
  afterEach(async () => {
    await db.delete();
  });

  it('assigns increasing seqs and lists pending ops per interview in seq order', async () => {
    const a = await store.add(newOperation(answer('i1', 'q1')));
    const b = await store.add(newOperation(answer('i2', 'q1')));
    const c = await store.add(newOperation({ kind: 'finish', interviewId: 'i1' }));
    expect([a.seq, b.seq, c.seq]).toEqual([1, 2, 3]);
    expect((await store.listPending('i1')).map((op) => op.id)).toEqual([a.id, c.id]);
    expect((await store.listPending()).map((op) => op.id)).toEqual([a.id, b.id, c.id]);
  });

  it('stores audio as ArrayBuffer chunks next to the op, and acknowledge deletes both', async () => {
    const op = await store.add(
      newOperation({
        ...answer('i1', 'q1'),
        audio: { mimeType: 'audio/webm', durationMs: 1200 },
      }),
      [bytes(1, 2), bytes(3)],
    );
    const audio = await store.audioFor(op.id);
    expect(audio?.map((chunk) => [...new Uint8Array(chunk)])).toEqual([[1, 2], [3]]);
    await store.acknowledge(op.id);
    expect(await store.listPending()).toEqual([]);
    expect(await store.audioFor(op.id)).toBeNull();
    expect(await db.audio.count()).toBe(0);
  });

  it('adds the op and its audio in one transaction: a failed audio write stores neither', async () => {
    const draft = newOperation(answer('i1', 'q1'));
    await db.audio.add({ opId: draft.id, chunks: [bytes(9)] });
    await expect(store.add(draft, [bytes(1)])).rejects.toThrow();
    expect(await db.operations.count()).toBe(0);
  });

  it('records attempts and dead letters', async () => {
    const op = await store.add(newOperation(answer('i1', 'q1')));
    await store.markAttempt(op.id, 5_000, '500: boom');
    expect((await store.listPending())[0]).toMatchObject({
      attempts: 1,
      nextAttemptAt: 5_000,
      lastError: '500: boom',
    });
    await store.deadLetter(op.id, '400: bad');
    expect(await store.listPending()).toEqual([]);
    expect(await store.listDead()).toMatchObject([
      { id: op.id, status: 'dead', lastError: '400: bad', attempts: 2 },
    ]);
    await store.requeue(op.id);
    expect(await store.listDead()).toEqual([]);
    expect(await store.listPending()).toMatchObject([{ id: op.id, nextAttemptAt: 0 }]);
  });

  it('holds a conflict with its audio until it is sent as an addition or discarded', async () => {
    const held = await store.add(
      newOperation({ ...answer('i1', 'q1'), audio: { mimeType: 'audio/webm', durationMs: 900 } }),
      [bytes(4)],
    );
    const queued = await store.add(newOperation(answer('i1', 'q2')), [bytes(5)]);
    await store.holdConflict(held.id, '409: already answered');
    expect(await store.listPending()).toMatchObject([{ id: queued.id }]);
    expect(await store.listConflicts()).toMatchObject([
      { id: held.id, status: 'conflict', lastError: '409: already answered' },
    ]);
    // Discard only lets go of a held conflict, never of an answer still queued.
    await store.discard(queued.id);
    expect(await store.audioFor(queued.id)).not.toBeNull();

    await store.sendAsAddition(held.id);
    expect(await store.listConflicts()).toEqual([]);
    expect((await store.listPending())[0]).toMatchObject({
      id: held.id,
      asAddition: true,
      nextAttemptAt: 0,
    });
    await store.holdConflict(held.id, '409: again');
    await store.discard(held.id);
    expect(await store.listConflicts()).toEqual([]);
    expect(await store.audioFor(held.id)).toBeNull();
  });

  it('drives the engine: every op is sent once, with its audio', async () => {
    const withAudio = await store.add(
      newOperation({ ...answer('i1', 'q1'), audio: { mimeType: 'audio/ogg', durationMs: null } }),
      [bytes(7)],
    );
    await store.add(newOperation({ kind: 'finish', interviewId: 'i1' }));
    const received: Array<[string, number]> = [];
    const engine = new OutboxEngine({
      storage: store,
      withLock: memoryLock(),
      transport: async (op, audio) => {
        received.push([op.kind, audio?.length ?? 0]);
        return fakeResponse(201);
      },
    });
    await engine.drain();
    expect(received).toEqual([
      ['submitAnswer', 1],
      ['finish', 0],
    ]);
    expect(await store.audioFor(withAudio.id)).toBeNull();
    expect(await db.operations.count()).toBe(0);
  });
});
