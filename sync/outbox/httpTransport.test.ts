import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Answer, AnswerAddition, Interview } from '../../api/models';
import { createInterview, createProject } from '../../api/test/factories';
import { createTestApp, type TestApp } from '../../api/test/testApp';
import { SKIPPED_ANSWER } from '../contract/common';
import { OutboxEngine, type Transport } from './engine';
import { httpTransport } from './httpTransport';
import { memoryLock } from './locks';
import { MemoryOutboxStorage } from './memoryStorage';
import { newOperation } from './operations';

/** A 44-byte WAV header with no samples: enough for the server to accept it as audio/wav. */
function emptyWav(): ArrayBuffer {
  const view = new DataView(new ArrayBuffer(44));
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, 0, true);
  return view.buffer;
}

describe('outbox replay against the real API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('applies every queued answer, skip and finish exactly once despite a lost response', async () => {
    const project = await createProject(t.db.knex, {
      baseQuestions: ['One?', 'Two?', 'Three?', 'Four?'],
    });
    const { interview, questions } = await createInterview(t.db.knex, project);
    const [q1, q2, q3, q4] = questions.map((q) => q.id) as [string, string, string, string];
    const storage = new MemoryOutboxStorage();
    const interviewId = interview.id;
    await storage.add(
      newOperation({ kind: 'submitAnswer', interviewId, questionId: q1, answerText: 'First' }),
    );
    const lost = await storage.add(
      newOperation({ kind: 'submitAnswer', interviewId, questionId: q2, answerText: 'Second' }),
    );
    await storage.add(
      newOperation({
        kind: 'submitAnswer',
        interviewId,
        questionId: q3,
        answerText: 'Third',
        audio: { mimeType: 'audio/wav', durationMs: 0 },
      }),
      [emptyWav()],
    );
    await storage.add(newOperation({ kind: 'skip', interviewId, questionId: q4 }));
    await storage.add(newOperation({ kind: 'finish', interviewId }));

    const real = httpTransport({ baseUrl: t.origin });
    const keys: string[] = [];
    const replayed: Array<string | null> = [];
    let killed = false;
    // The server answers the second op, then the connection "drops" before the client sees it.
    const flaky: Transport = async (op, audio) => {
      keys.push(op.id);
      const response = await real(op, audio);
      if (op.id === lost.id) replayed.push(response.headers.get('Idempotent-Replayed'));
      if (op.id === lost.id && !killed) {
        killed = true;
        await response.text();
        throw new TypeError('socket hang up');
      }
      return response;
    };
    const engine = new OutboxEngine({
      storage,
      transport: flaky,
      withLock: memoryLock(),
      random: () => 0,
    });

    await engine.drain();
    expect(await storage.listPending()).toHaveLength(4);
    await engine.drain();

    expect(await storage.listPending()).toEqual([]);
    expect(await storage.listDead()).toEqual([]);
    // Same key both times; the second answer is the server's stored replay, not a new apply.
    expect(keys.filter((key) => key === lost.id)).toHaveLength(2);
    expect(replayed).toEqual([null, 'true']);
    const answers = await Answer.query(t.db.knex)
      .where('interview_id', interviewId)
      .orderBy('question_id');
    const byQuestion = Object.fromEntries(answers.map((a) => [a.questionId, a.answerText]));
    expect(answers).toHaveLength(4);
    expect(byQuestion).toEqual({
      [q1]: 'First',
      [q2]: 'Second',
      [q3]: 'Third',
      [q4]: SKIPPED_ANSWER,
    });
    expect(answers.find((a) => a.questionId === q3)?.audioMimeType).toBe('audio/wav');
    const finished = await Interview.query(t.db.knex).findById(interviewId);
    expect(finished?.status).toBe('completed');
  });

  it('holds an answer another device beat to the server, then sends it as an addition', async () => {
    const project = await createProject(t.db.knex, { baseQuestions: ['One?', 'Two?'] });
    const { interview, questions } = await createInterview(t.db.knex, project);
    const questionId = questions[0]!.id;
    const interviewId = interview.id;
    const transport = httpTransport({ baseUrl: t.origin });
    const engineFor = (storage: MemoryOutboxStorage) =>
      new OutboxEngine({ storage, transport, withLock: memoryLock(), random: () => 0 });

    // This device recorded its answer offline; the other device's typed one got there first.
    const here = new MemoryOutboxStorage();
    const recorded = await here.add(
      newOperation({
        kind: 'submitAnswer',
        interviewId,
        questionId,
        answerText: 'Said on the phone',
        audio: { mimeType: 'audio/wav', durationMs: 0 },
      }),
      [emptyWav()],
    );
    const elsewhere = new MemoryOutboxStorage();
    await elsewhere.add(
      newOperation({
        kind: 'submitAnswer',
        interviewId,
        questionId,
        answerText: 'Typed on the laptop',
      }),
    );
    await engineFor(elsewhere).drain();
    await engineFor(here).drain();

    expect(await here.listConflicts()).toMatchObject([{ id: recorded.id, status: 'conflict' }]);
    expect(await here.audioFor(recorded.id)).not.toBeNull();

    // A key of its own: under the first one the server would replay its 409.
    const keys: Array<string | null> = [];
    const keyRecording = httpTransport({
      baseUrl: t.origin,
      fetch: (url, init) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return fetch(url, init);
      },
    });
    await here.sendAsAddition(recorded.id);
    await new OutboxEngine({
      storage: here,
      transport: keyRecording,
      withLock: memoryLock(),
    }).drain();

    expect(keys).toEqual([`${recorded.id}.addition`]);
    expect(here.operations.size).toBe(0);
    const answers = await Answer.query(t.db.knex).where('interview_id', interviewId);
    expect(answers.map((a) => a.answerText)).toEqual(['Typed on the laptop']);
    const additions = await AnswerAddition.query(t.db.knex).where('interview_id', interviewId);
    expect(additions).toMatchObject([
      {
        answerId: answers[0]!.id,
        questionId,
        text: 'Said on the phone',
        audioMimeType: 'audio/wav',
        transcriptionStatus: 'pending',
      },
    ]);
    const progress = await Interview.query(t.db.knex).findById(interviewId);
    expect(progress?.answeredQuestions).toBe(1);
  });
});
