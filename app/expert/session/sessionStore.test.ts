import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionQuestion } from '../../../sync/contract';
import { ParleyDatabase } from '../../offline/db';
import { DraftRecordingStore } from '../../offline/draftRecordings';
import { DexieOutboxStorage } from '../../offline/outboxStore';
import { SessionStore } from './sessionStore';
import { deriveSessionView } from './sessionView';
import { question, sessionInterview, snapshotOf } from './testing';

const q = question;
const snapshot = (answered: string[], remaining: SessionQuestion[]) =>
  snapshotOf(answered, remaining, { interview: sessionInterview({ startedAt: null }) });

describe('SessionStore', () => {
  let db: ParleyDatabase;
  let outbox: DexieOutboxStorage;
  let store: SessionStore;
  const plan = [q('q1', 0), q('q2', 1), q('q3', 2)];

  beforeEach(async () => {
    db = new ParleyDatabase(`parley-session-${crypto.randomUUID()}`);
    outbox = new DexieOutboxStorage(db);
    store = new SessionStore(db, outbox);
    await store.saveSnapshot(snapshot([], plan));
  });
  afterEach(async () => {
    await db.delete();
  });

  it('remembers the accepted disclaimer across snapshots', async () => {
    await store.acceptDisclaimer('int_1');
    await store.saveSnapshot(snapshot([], plan));
    expect((await store.get('int_1'))?.disclaimerAcceptedAt).toBeTruthy();
  });

  it('queues a typed answer and records it locally in one step', async () => {
    await store.submitAnswer({
      interviewId: 'int_1',
      question: plan[0]!,
      answerText: ' Typed ',
      draftId: null,
    });
    const [op] = await outbox.listPending('int_1');
    expect(op).toMatchObject({ kind: 'submitAnswer', questionId: 'q1', answerText: 'Typed' });
    const view = deriveSessionView((await store.get('int_1'))!);
    expect(view.remaining.map((x) => x.id)).toEqual(['q2', 'q3']);
  });

  it('queues a recording with its audio and removes the draft', async () => {
    const drafts = new DraftRecordingStore(db);
    const draftId = await drafts.begin({
      interviewId: 'int_1',
      questionId: 'q1',
      mimeType: 'audio/webm',
    });
    await drafts.appendChunk(draftId, 0, new Uint8Array([1, 2]).buffer);
    await drafts.finish(draftId, 1000);
    await store.submitAnswer({ interviewId: 'int_1', question: plan[0]!, answerText: '', draftId });
    const [op] = await outbox.listPending('int_1');
    expect(op?.kind === 'submitAnswer' && op.audio?.mimeType).toBe('audio/webm');
    expect((await outbox.audioFor(op!.id))?.length).toBe(1);
    expect(await db.drafts.count()).toBe(0);
    expect((await store.get('int_1'))?.localAnswers[0]).toMatchObject({
      questionId: 'q1',
      hasAudio: true,
    });
  });

  it('a failed hand-off leaves neither an operation nor a local answer', async () => {
    await expect(
      store.submitAnswer({
        interviewId: 'int_1',
        question: plan[0]!,
        answerText: '',
        draftId: 'gone',
      }),
    ).rejects.toThrow(/no longer on this device/);
    expect(await outbox.listPending()).toEqual([]);
    expect((await store.get('int_1'))?.localAnswers).toEqual([]);
  });

  it('drops local answers once a snapshot shows the server has them', async () => {
    await store.skip('int_1', plan[0]!);
    await store.submitAnswer({
      interviewId: 'int_1',
      question: plan[1]!,
      answerText: 'two',
      draftId: null,
    });
    // A snapshot that knows only the first one keeps the second as local.
    await store.saveSnapshot(snapshot(['q1'], plan.slice(1)));
    expect((await store.get('int_1'))?.localAnswers.map((a) => a.questionId)).toEqual(['q2']);
    const view = deriveSessionView((await store.get('int_1'))!);
    expect(view.remaining.map((x) => x.id)).toEqual(['q3']);
    expect(view.progress.answered).toBe(2);
  });

  it('finishes once, however often it is asked', async () => {
    await store.finish('int_1');
    await store.finish('int_1');
    const ops = await outbox.listPending('int_1');
    expect(ops.map((op) => op.kind)).toEqual(['finish']);
    expect(deriveSessionView((await store.get('int_1'))!).phase).toBe('completed');
  });
});
