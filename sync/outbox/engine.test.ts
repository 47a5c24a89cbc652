import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './backoff';
import type { TransportResponse } from './classify';
import { OutboxEngine, type OutboxProgress, type Transport } from './engine';
import { memoryLock, type WithLock } from './locks';
import { MemoryOutboxStorage } from './memoryStorage';
import { newOperation, type OutboxOperation, type OutboxPayload } from './operations';
import { fakeResponse } from './testing';

type Reply = TransportResponse | Error;

const answer = (interviewId: string, questionId: string): OutboxPayload => ({
  kind: 'submitAnswer',
  interviewId,
  questionId,
  answerText: `answer to ${questionId}`,
});

const label = (op: OutboxOperation) =>
  `${op.kind}:${op.interviewId}${'questionId' in op ? `:${op.questionId}` : ''}`;

/**
 * A store, a clock and a transport that answers each operation from `replies[op.id]`
 * (201 once the script runs out), recording every call.
 */
function setup(random = () => 0.5) {
  const storage = new MemoryOutboxStorage();
  const clock = { now: 1_000_000 };
  const replies: Record<string, Reply[]> = {};
  const calls: OutboxOperation[] = [];
  const transport: Transport = async (op) => {
    calls.push(op);
    const next = replies[op.id]?.shift();
    if (next instanceof Error) throw next;
    return next ?? fakeResponse(201, '{}');
  };
  const engineWith = (withLock: WithLock = memoryLock()) =>
    new OutboxEngine({ storage, transport, withLock, now: () => clock.now, random });
  const enqueue = (payload: OutboxPayload) => storage.add(newOperation(payload));
  const sent = () => calls.map(label);
  return { storage, clock, replies, calls, sent, engine: engineWith(), engineWith, enqueue };
}

describe('OutboxEngine', () => {
  it('replays each interview in seq order and acknowledges every 2xx', async () => {
    const t = setup();
    await t.enqueue(answer('i1', 'q1'));
    await t.enqueue(answer('i2', 'q1'));
    await t.enqueue({ kind: 'skip', interviewId: 'i1', questionId: 'q2' });
    await t.enqueue({ kind: 'finish', interviewId: 'i1' });
    await t.engine.drain();
    expect(t.sent()).toEqual([
      'submitAnswer:i1:q1',
      'skip:i1:q2',
      'finish:i1',
      'submitAnswer:i2:q1',
    ]);
    expect(await t.storage.listPending()).toEqual([]);
  });

  it('retries a 500 with full-jitter backoff, blocking only its own interview', async () => {
    const t = setup(() => 0.75);
    const first = await t.enqueue(answer('i1', 'q1'));
    await t.enqueue(answer('i1', 'q2'));
    await t.enqueue(answer('i2', 'q1'));
    t.replies[first.id] = [fakeResponse(500, 'boom'), fakeResponse(503, 'busy')];

    const firstDrain = await t.engine.drain();
    expect(t.sent()).toEqual(['submitAnswer:i1:q1', 'submitAnswer:i2:q1']);
    // First retry: ceiling = base, so random 0.75 gives 750 ms.
    expect(firstDrain.nextAttemptAt).toBe(t.clock.now + 0.75 * BACKOFF_BASE_MS);
    expect((await t.storage.listPending('i1'))[0]).toMatchObject({
      id: first.id,
      attempts: 1,
      lastError: '500: boom',
    });

    await t.engine.drain(); // not due yet
    expect(t.calls).toHaveLength(2);

    t.clock.now += 750;
    const secondDrain = await t.engine.drain();
    // Second retry: ceiling = 2·base, so 1500 ms.
    expect(secondDrain.nextAttemptAt).toBe(t.clock.now + 0.75 * 2 * BACKOFF_BASE_MS);

    t.clock.now += 1500;
    await t.engine.drain();
    expect(t.sent().slice(3)).toEqual(['submitAnswer:i1:q1', 'submitAnswer:i1:q2']);
    expect(await t.storage.listPending()).toEqual([]);
  });

  it('keeps every backoff delay within [0, min(cap, base·2^(n-1)))', () => {
    for (const attempt of [1, 2, 5, 9, 20]) {
      const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
      expect(backoffDelay(attempt, () => 0)).toBe(0);
      expect(backoffDelay(attempt, () => 0.999_999)).toBeLessThan(ceiling);
      expect(backoffDelay(attempt, () => 0.999_999)).toBeGreaterThan(ceiling * 0.99);
    }
    expect(backoffDelay(20, () => 0.999_999)).toBeLessThan(BACKOFF_CAP_MS);
  });

  it('honours Retry-After on a 429', async () => {
    const t = setup();
    const op = await t.enqueue(answer('i1', 'q1'));
    t.replies[op.id] = [fakeResponse(429, 'Too many requests', { 'Retry-After': '30' })];
    expect((await t.engine.drain()).nextAttemptAt).toBe(t.clock.now + 30_000);
    t.clock.now += 29_999;
    await t.engine.drain();
    expect(t.calls).toHaveLength(1);
    t.clock.now += 1;
    await t.engine.drain();
    expect(t.calls).toHaveLength(2);
    expect(await t.storage.listPending()).toEqual([]);
  });

  it('retries a network error and a 409 request_in_flight', async () => {
    const t = setup(() => 0);
    const op = await t.enqueue(answer('i1', 'q1'));
    t.replies[op.id] = [
      new TypeError('fetch failed'),
      fakeResponse(409, 'still processing', { 'X-Error-Code': 'request_in_flight' }),
    ];
    await t.engine.drain();
    expect((await t.storage.listPending())[0]?.lastError).toBe('Network error: fetch failed');
    await t.engine.drain();
    expect((await t.storage.listPending())[0]?.lastError).toBe('409: still processing');
    await t.engine.drain();
    expect(t.calls).toHaveLength(3);
    expect(await t.storage.listPending()).toEqual([]);
  });

  it('dead-letters 400, 422 and interview_finished with the server text, and the next op proceeds', async () => {
    const t = setup();
    const bad = await t.enqueue(answer('i1', 'q1'));
    const reused = await t.enqueue(answer('i1', 'q2'));
    const late = await t.enqueue(answer('i1', 'q3'));
    await t.enqueue({ kind: 'finish', interviewId: 'i1' });
    t.replies[bad.id] = [fakeResponse(400, 'Answer cannot be empty')];
    t.replies[reused.id] = [fakeResponse(422, 'Idempotency-Key reused')];
    t.replies[late.id] = [
      fakeResponse(409, 'This interview is already finished', {
        'X-Error-Code': 'interview_finished',
      }),
    ];
    await t.engine.drain();
    expect(t.sent()).toEqual([
      'submitAnswer:i1:q1',
      'submitAnswer:i1:q2',
      'submitAnswer:i1:q3',
      'finish:i1',
    ]);
    expect(await t.storage.listPending()).toEqual([]);
    expect((await t.storage.listDead()).map((op) => op.lastError)).toEqual([
      '400: Answer cannot be empty',
      '422: Idempotency-Key reused',
      '409: This interview is already finished',
    ]);
  });

  it('acknowledges a 409 already_answered', async () => {
    const t = setup();
    const op = await t.enqueue(answer('i1', 'q1'));
    t.replies[op.id] = [fakeResponse(409, 'answered', { 'X-Error-Code': 'already_answered' })];
    await t.engine.drain();
    expect(await t.storage.listPending()).toEqual([]);
    expect(await t.storage.listDead()).toEqual([]);
  });

  it('sends the same Idempotency-Key again when a response was lost', async () => {
    const t = setup(() => 0);
    const op = await t.enqueue(answer('i1', 'q1'));
    // The server applied it, then the connection dropped before the 201 arrived.
    t.replies[op.id] = [new TypeError('socket hang up')];
    await t.engine.drain();
    await t.engine.drain();
    expect(t.calls.map((call) => call.id)).toEqual([op.id, op.id]);
    expect(await t.storage.listPending()).toEqual([]);
  });

  it('never sends an op twice when two tabs drain the same store under one lock', async () => {
    const t = setup();
    for (const q of ['q1', 'q2', 'q3']) await t.enqueue(answer('i1', q));
    await t.enqueue(answer('i2', 'q1'));
    const lock = memoryLock();
    const [tabA, tabB] = [t.engineWith(lock), t.engineWith(lock)];
    await Promise.all([tabA.drain(), tabB.drain(), tabA.drain(), tabB.drain()]);
    expect(t.calls.map((op) => op.id).sort()).toEqual(
      [...new Set(t.calls.map((op) => op.id))].sort(),
    );
    expect(t.calls).toHaveLength(4);
  });

  it('coalesces a drain called while one runs, and picks up what was queued meanwhile', async () => {
    const t = setup();
    await t.enqueue(answer('i1', 'q1'));
    const first = t.engine.drain();
    const second = t.engine.drain();
    expect(second).toBe(first);
    await t.enqueue(answer('i1', 'q2'));
    await first;
    expect(t.sent()).toEqual(['submitAnswer:i1:q1', 'submitAnswer:i1:q2']);
  });

  it('after a storage failure, says so, asks to run again, and sends once storage works', async () => {
    const t = setup();
    await t.enqueue(answer('i1', 'q1'));
    const progress: OutboxProgress[] = [];
    t.engine.subscribe((p) => progress.push(p));
    const listPending = t.storage.listPending.bind(t.storage);
    let failures = 2;
    t.storage.listPending = async () => {
      if (failures-- > 0) throw new Error('QuotaExceededError');
      return listPending();
    };
    for (const attempt of [1, 2]) {
      const { nextAttemptAt } = await t.engine.drain();
      // Not "nothing to do": a time to try again, growing with the failures.
      expect(nextAttemptAt, `attempt ${attempt}`).not.toBeNull();
      expect(nextAttemptAt! - t.clock.now).toBe(backoffDelay(attempt, () => 0.5));
      expect(progress.at(-1)!.lastError).toBe(
        'Answers saved on this device could not be read (QuotaExceededError); trying again.',
      );
    }
    expect(t.sent()).toEqual([]);
    expect(await t.engine.drain()).toEqual({ nextAttemptAt: null });
    expect(t.sent()).toEqual(['submitAnswer:i1:q1']);
    expect(progress.at(-1)).toMatchObject({ pending: 0, lastError: null });
  });

  it('reports pending count, in-flight op and last error', async () => {
    const t = setup();
    const bad = await t.enqueue(answer('i1', 'q1'));
    await t.enqueue(answer('i1', 'q2'));
    t.replies[bad.id] = [fakeResponse(400, 'nope')];
    const seen: OutboxProgress[] = [];
    t.engine.subscribe((progress) => seen.push(progress));
    await t.engine.drain();
    expect(seen.some((p) => p.inFlight?.id === bad.id && p.pending === 2)).toBe(true);
    expect(seen.some((p) => p.lastError === '400: nope')).toBe(true);
    // The operation after the rejected one went through: the error is history, the dead letter stays.
    expect(seen.at(-1)).toEqual({ pending: 0, inFlight: null, lastError: null, acknowledged: 1 });
    expect((await t.storage.listDead()).map((op) => op.lastError)).toEqual(['400: nope']);
  });

  it('keeps the last error while the head keeps failing', async () => {
    const t = setup();
    const op = await t.enqueue(answer('i1', 'q1'));
    t.replies[op.id] = [fakeResponse(503, 'down')];
    const seen: OutboxProgress[] = [];
    t.engine.subscribe((progress) => seen.push(progress));
    await t.engine.drain();
    expect(seen.at(-1)).toMatchObject({ pending: 1, lastError: '503: down', acknowledged: 0 });
  });

  it('Retry sends a waiting operation before its backoff time, once', async () => {
    const t = setup();
    const op = await t.enqueue(answer('i1', 'q1'));
    t.replies[op.id] = [fakeResponse(503, 'down'), fakeResponse(503, 'still down')];
    const first = await t.engine.drain();
    expect(first.nextAttemptAt).toBeGreaterThan(t.clock.now);
    await t.engine.drain();
    expect(t.calls).toHaveLength(1);
    const retried = await t.engine.drain({ ignoreBackoff: true });
    expect(t.calls).toHaveLength(2);
    // Failing again puts it back on its backoff rather than hammering the server.
    expect(retried.nextAttemptAt).toBeGreaterThan(t.clock.now);
    await t.engine.drain();
    expect(t.calls).toHaveLength(2);
  });

  it('a requeued dead letter goes again, in its original place', async () => {
    const t = setup();
    const bad = await t.enqueue(answer('i1', 'q1'));
    t.replies[bad.id] = [fakeResponse(422, 'fix me')];
    await t.engine.drain();
    expect((await t.storage.listDead()).map((op) => op.id)).toEqual([bad.id]);
    await t.storage.requeue(bad.id);
    await t.engine.drain();
    expect(await t.storage.listDead()).toEqual([]);
    expect(await t.storage.listPending()).toEqual([]);
    expect(t.sent()).toEqual(['submitAnswer:i1:q1', 'submitAnswer:i1:q1']);
  });

  describe('an answer another device beat to the server (409 already_answered)', () => {
    const alreadyAnswered = () =>
      fakeResponse(409, 'This question has already been answered', {
        'X-Error-Code': 'already_answered',
      });

    it('holds a recorded answer with its audio, and the queue goes on', async () => {
      const t = setup();
      const beaten = await t.storage.add(
        newOperation({
          kind: 'submitAnswer',
          interviewId: 'i1',
          questionId: 'q1',
          audio: { mimeType: 'audio/webm', durationMs: 1200 },
        }),
        [new ArrayBuffer(8)],
      );
      await t.enqueue(answer('i1', 'q2'));
      t.replies[beaten.id] = [alreadyAnswered()];
      const seen: OutboxProgress[] = [];
      t.engine.subscribe((progress) => seen.push(progress));
      await t.engine.drain();

      expect(t.sent()).toEqual(['submitAnswer:i1:q1', 'submitAnswer:i1:q2']);
      expect(await t.storage.listPending()).toEqual([]);
      expect(await t.storage.listConflicts()).toMatchObject([
        {
          id: beaten.id,
          status: 'conflict',
          lastError: '409: This question has already been answered',
        },
      ]);
      expect(await t.storage.audioFor(beaten.id)).toHaveLength(1);
      // Both count as settled, so the screen refetches the answer the server now holds.
      expect(seen.at(-1)).toEqual({ pending: 0, inFlight: null, lastError: null, acknowledged: 2 });
    });

    it('acknowledges a skip or finish: nothing recorded is lost', async () => {
      const t = setup();
      const skip = await t.enqueue({ kind: 'skip', interviewId: 'i1', questionId: 'q1' });
      const finish = await t.enqueue({ kind: 'finish', interviewId: 'i1' });
      t.replies[skip.id] = [alreadyAnswered()];
      t.replies[finish.id] = [alreadyAnswered()];
      await t.engine.drain();
      expect(t.storage.operations.size).toBe(0);
      expect(await t.storage.listConflicts()).toEqual([]);
    });

    it('sends a held answer again as an addition once the expert asks', async () => {
      const t = setup();
      const beaten = await t.enqueue(answer('i1', 'q1'));
      t.replies[beaten.id] = [alreadyAnswered()];
      await t.engine.drain();
      await t.engine.drain();
      expect(t.calls).toHaveLength(1);

      await t.storage.sendAsAddition(beaten.id);
      await t.engine.drain();
      expect(t.calls).toHaveLength(2);
      expect(t.calls[1]).toMatchObject({ id: beaten.id, asAddition: true });
      expect(t.storage.operations.size).toBe(0);
    });

    it('discards a held answer and its audio only when asked, and only a held one', async () => {
      const t = setup();
      const beaten = await t.storage.add(newOperation(answer('i1', 'q1')), [new ArrayBuffer(4)]);
      const waiting = await t.storage.add(newOperation(answer('i2', 'q1')), [new ArrayBuffer(4)]);
      t.replies[beaten.id] = [alreadyAnswered()];
      t.replies[waiting.id] = [fakeResponse(503, 'down')];
      await t.engine.drain();

      await t.storage.discard(waiting.id);
      expect(await t.storage.listPending()).toHaveLength(1);
      await t.storage.discard(beaten.id);
      expect(await t.storage.listConflicts()).toEqual([]);
      expect(await t.storage.audioFor(beaten.id)).toBeNull();
      expect(await t.storage.audioFor(waiting.id)).not.toBeNull();
    });
  });
});
