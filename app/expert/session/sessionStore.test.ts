import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentQuestionResponse, SessionQuestion } from '../../../sync/contract';
import { ParleyDatabase } from '../../offline/db';
import { DraftRecordingStore } from '../../offline/draftRecordings';
import { DexieOutboxStorage } from '../../offline/outboxStore';
import { SessionStore } from './sessionStore';
import { deriveSessionView } from './sessionView';

const q = (id: string, orderIndex: number): SessionQuestion => ({
  id,
  questionText: `Question ${id}?`,
  questionType: 'base',
  parentQuestionId: null,
  orderIndex,
});

function snapshot(answered: string[], remaining: SessionQuestion[]): CurrentQuestionResponse {
  return {
    question: remaining[0] ?? null,
    previousQuestions: answered.map((id) => ({
      questionId: id,
      question: `Question ${id}?`,
      questionType: 'base',
      answer: `server answer ${id}`,
      transcriptionStatus: 'none',
    })),
    progress: {
      answered: answered.length,
      total: answered.length + remaining.length,
      percentage: 0,
    },
    isComplete: remaining.length === 0,
    awaitingFollowups: 0,
    interview: {
      id: 'int_1',
      client: 'Meridian Capital',
      projectName: null,
      expertName: 'Dana',
      status: 'in_progress',
      interviewDurationMinutes: 30,
      startedAt: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      completedAt: null,
    },
    remainingQuestions: remaining,
  };
}

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
