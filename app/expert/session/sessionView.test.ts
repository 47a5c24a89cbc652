import { describe, expect, it } from 'vitest';
import type { CurrentQuestionResponse } from '../../../sync/contract';
import type { LocalAnswer, StoredSession } from '../../offline/db';
import {
  chooseQuestion,
  deriveSessionView,
  followupComingNext,
  minutesRemaining,
  previewAnswer,
} from './sessionView';
import { question, sessionInterview, snapshotOf } from './testing';

function snapshot(overrides: Partial<CurrentQuestionResponse> = {}): CurrentQuestionResponse {
  return snapshotOf(
    ['q1'],
    overrides.remainingQuestions ?? [question('q2', 1), question('q3', 2)],
    overrides,
  );
}

const local = (questionId: string, answerText = 'said offline', hasAudio = false): LocalAnswer => ({
  questionId,
  question: `Question ${questionId}?`,
  questionType: 'base',
  answerText,
  hasAudio,
  answeredAt: '2026-11-21T10:05:00.000Z',
});

function session(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    interviewId: 'int_1',
    snapshot: snapshot(),
    fetchedAt: '2026-11-21T10:00:00.000Z',
    disclaimerAcceptedAt: '2026-11-21T10:00:00.000Z',
    localAnswers: [],
    finishedAt: null,
    ...overrides,
  };
}

describe('deriveSessionView', () => {
  it('shows the next question the server sent when nothing is pending', () => {
    const view = deriveSessionView(session());
    expect(view.phase).toBe('question');
    expect(view.remaining.map((q) => q.id)).toEqual(['q2', 'q3']);
    expect(view.progress).toEqual({ answered: 1, total: 3, percentage: 33 });
  });

  it('moves past questions answered on this device before the server knows', () => {
    const view = deriveSessionView(session({ localAnswers: [local('q2')] }));
    expect(view.remaining.map((q) => q.id)).toEqual(['q3']);
    expect(view.progress).toEqual({ answered: 2, total: 3, percentage: 67 });
    expect(view.previous.map((p) => [p.questionId, p.state])).toEqual([
      ['q1', 'synced'],
      ['q2', 'on-device'],
    ]);
  });

  it('waits, rather than finishing, while local answers are unsent', () => {
    const view = deriveSessionView(session({ localAnswers: [local('q2'), local('q3', '', true)] }));
    expect(view.phase).toBe('waiting');
    expect(view.progress.percentage).toBe(100);
  });

  it('waits while the server still decides follow-ups, then is ready to finish', () => {
    const done = snapshot({
      remainingQuestions: [],
      progress: { answered: 3, total: 3, percentage: 100 },
      awaitingFollowups: 1,
    });
    expect(deriveSessionView(session({ snapshot: done })).phase).toBe('waiting');
    expect(deriveSessionView(session({ snapshot: { ...done, awaitingFollowups: 0 } })).phase).toBe(
      'ready-to-finish',
    );
  });

  it('a follow-up from the server counts as a question to answer', () => {
    const view = deriveSessionView(
      session({ snapshot: snapshot({ remainingQuestions: [question('f1', 1, 'followup')] }) }),
    );
    expect(view.phase).toBe('question');
    expect(view.remaining[0]?.questionType).toBe('followup');
  });

  it('is completed when the server says so or the expert finished here', () => {
    const completed = snapshot({
      interview: { ...snapshot().interview, status: 'completed' },
    });
    expect(deriveSessionView(session({ snapshot: completed })).phase).toBe('completed');
    const finishedHere = deriveSessionView(session({ finishedAt: '2026-11-21T10:10:00.000Z' }));
    expect(finishedHere.phase).toBe('completed');
    expect(finishedHere.finishedLocally).toBe(true);
  });

  it("counts a completed interview's answers when the link alone does not list them", () => {
    const linkHolder = snapshotOf([], [], {
      progress: { answered: 4, total: 4, percentage: 100 },
      interview: sessionInterview({ status: 'completed' }),
    });
    const view = deriveSessionView(session({ snapshot: linkHolder }));
    expect(view.phase).toBe('completed');
    expect(view.previous).toEqual([]);
    expect(view.progress).toEqual({ answered: 4, total: 4, percentage: 100 });
    // Answers replayed before the finish are in that count already, not added to it.
    const replayed = deriveSessionView(
      session({ snapshot: linkHolder, localAnswers: [local('q3'), local('q4')] }),
    );
    expect(replayed.progress).toEqual({ answered: 4, total: 4, percentage: 100 });
  });

  it('marks server answers still being transcribed', () => {
    const view = deriveSessionView(
      session({
        snapshot: snapshot({
          previousQuestions: [
            {
              questionId: 'q1',
              question: 'Question q1?',
              questionType: 'base',
              answer: '',
              transcriptionStatus: 'pending',
            },
          ],
        }),
      }),
    );
    expect(view.previous[0]).toMatchObject({
      state: 'transcribing',
      hasAudio: true,
      kind: 'recorded',
    });
  });

  it('tells typed, recorded and skipped answers apart, on the server and on the device', () => {
    const view = deriveSessionView(
      session({ localAnswers: [local('q2', '', true), local('q3', '[Skipped]')] }),
    );
    expect(view.previous.map((p) => [p.questionId, p.kind])).toEqual([
      ['q1', 'typed'],
      ['q2', 'recorded'],
      ['q3', 'skipped'],
    ]);
  });
});

describe('chooseQuestion', () => {
  const online = { serverLeads: true };
  const offline = { serverLeads: false };
  const idle = { startedQuestionId: null, waitedTooLong: false };
  const startedOn = (id: string) => ({ startedQuestionId: id, waitedTooLong: false });
  // The server asked a follow-up to q1 after the snapshot the device last saw.
  const withFollowup = snapshot({
    remainingQuestions: [question('f1', 1, 'followup'), question('q2', 2), question('q3', 3)],
  });

  it("shows the server's current question when the device holds nothing the server lacks", () => {
    const view = deriveSessionView(session({ snapshot: withFollowup }), online);
    expect(chooseQuestion(view, idle)).toEqual({
      kind: 'question',
      question: withFollowup.remainingQuestions[0],
      guessed: false,
    });
  });

  it('online, waits for the server after an answer instead of guessing the next question', () => {
    const view = deriveSessionView(session({ localAnswers: [local('q2')] }), online);
    expect(view.unconfirmedAnswers).toBe(1);
    expect(chooseQuestion(view, idle)).toEqual({ kind: 'awaiting-server' });
  });

  it('keeps the question on screen while it asks the server, as the connection comes back', () => {
    const view = deriveSessionView(session({ localAnswers: [local('q2')] }), online);
    expect(chooseQuestion(view, { ...idle, shownQuestionId: 'q3' })).toEqual({
      kind: 'question',
      question: question('q3', 2),
      guessed: true,
    });
    // The question just answered is not kept: the server's reply says what comes next.
    expect(chooseQuestion(view, { ...idle, shownQuestionId: 'q2' })).toEqual({
      kind: 'awaiting-server',
    });
  });

  it('guesses after all when the server is too slow to answer', () => {
    const view = deriveSessionView(session({ localAnswers: [local('q2')] }), online);
    expect(chooseQuestion(view, { startedQuestionId: null, waitedTooLong: true })).toEqual({
      kind: 'question',
      question: question('q3', 2),
      guessed: true,
    });
  });

  it('offline (or with the server out of reach), guesses from the plan', () => {
    const view = deriveSessionView(session({ localAnswers: [local('q2')] }), offline);
    expect(chooseQuestion(view, idle)).toEqual({
      kind: 'question',
      question: question('q3', 2),
      guessed: true,
    });
  });

  it('replaces the guess with the follow-up once the replayed answer is in a snapshot', () => {
    const guessedBefore = deriveSessionView(
      session({ snapshot: snapshot(), localAnswers: [local('q2')] }),
      offline,
    );
    expect(chooseQuestion(guessedBefore, idle)).toMatchObject({ question: { id: 'q3' } });
    // The server now holds q2's answer and asked a follow-up to it, ahead of q3.
    const replayed = snapshotOf(['q1', 'q2'], [question('f2', 2, 'followup'), question('q3', 3)]);
    const after = deriveSessionView(session({ snapshot: replayed }), online);
    expect(chooseQuestion(after, idle)).toMatchObject({
      question: { id: 'f2', questionType: 'followup' },
      guessed: false,
    });
  });

  it('keeps a question the expert has started, and says the follow-up comes next', () => {
    const view = deriveSessionView(session({ snapshot: withFollowup }), online);
    const choice = chooseQuestion(view, startedOn('q2'));
    expect(choice).toMatchObject({ kind: 'question', question: { id: 'q2' } });
    expect(followupComingNext(view, question('q2', 2))?.id).toBe('f1');
    // A started question keeps its place even while the device waits on the server.
    const waiting = deriveSessionView(session({ localAnswers: [local('q2')] }), online);
    expect(chooseQuestion(waiting, startedOn('q3'))).toMatchObject({
      question: { id: 'q3' },
      guessed: true,
    });
  });

  it('ignores a started question that is no longer unanswered', () => {
    const view = deriveSessionView(session({ snapshot: withFollowup }), online);
    expect(chooseQuestion(view, startedOn('q1'))).toMatchObject({ question: { id: 'f1' } });
    expect(followupComingNext(view, question('f1', 1, 'followup'))).toBeNull();
  });

  it('offers no question outside the question phase', () => {
    const view = deriveSessionView(session({ localAnswers: [local('q2'), local('q3')] }), offline);
    expect(view.phase).toBe('waiting');
    expect(chooseQuestion(view, idle)).toBeNull();
  });
});

describe('minutesRemaining', () => {
  const interview = snapshot().interview;
  const start = Date.parse(interview.startedAt!);

  it('subtracts whole minutes elapsed since the start', () => {
    expect(minutesRemaining(interview, start)).toBe(30);
    expect(minutesRemaining(interview, start + 59_999)).toBe(30);
    expect(minutesRemaining(interview, start + 12 * 60_000 + 30_000)).toBe(18);
  });

  it('never goes below zero and falls back to the creation time', () => {
    expect(minutesRemaining(interview, start + 3 * 3600_000)).toBe(0);
    const notStarted = { ...interview, startedAt: null };
    expect(minutesRemaining(notStarted, Date.parse(interview.createdAt) + 5 * 60_000)).toBe(25);
  });
});

describe('previewAnswer', () => {
  it('cuts at 150 characters with an ellipsis', () => {
    expect(previewAnswer('a'.repeat(150))).toBe('a'.repeat(150));
    expect(previewAnswer('a'.repeat(151))).toBe(`${'a'.repeat(150)}...`);
  });
});
