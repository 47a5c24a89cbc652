import { describe, expect, it } from 'vitest';
import type { CurrentQuestionResponse } from '../../../sync/contract';
import type { LocalAnswer, StoredSession } from '../../offline/db';
import { deriveSessionView, minutesRemaining, previewAnswer } from './sessionView';
import { question, snapshotOf } from './testing';

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
    expect(view.previous[0]).toMatchObject({ state: 'transcribing', hasAudio: true });
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
