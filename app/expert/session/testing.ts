import type {
  CurrentQuestionResponse,
  SessionInterview,
  SessionQuestion,
} from '../../../sync/contract';

/** Test data for the session's unit tests: a question, an interview, a snapshot. */
export const question = (
  id: string,
  orderIndex: number,
  type: SessionQuestion['questionType'] = 'base',
): SessionQuestion => ({
  id,
  questionText: `Question ${id}?`,
  questionType: type,
  parentQuestionId: null,
  orderIndex,
});

export const sessionInterview = (overrides: Partial<SessionInterview> = {}): SessionInterview => ({
  id: 'int_1',
  client: 'Meridian Capital',
  projectName: null,
  expertName: 'Dana',
  status: 'in_progress',
  interviewDurationMinutes: 30,
  startedAt: '2026-11-21T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  finishedEarlyAt: null,
  closedAt: null,
  declinedAt: null,
  deadlineAt: '2026-12-04T10:00:00.000Z',
  reopenable: false,
  ...overrides,
});

/** A snapshot with `answered` (typed answers) done and `remaining` to go. */
export function snapshotOf(
  answered: string[],
  remaining: SessionQuestion[],
  overrides: Partial<CurrentQuestionResponse> = {},
): CurrentQuestionResponse {
  const total = answered.length + remaining.length;
  return {
    question: remaining[0] ?? null,
    previousQuestions: answered.map((id) => ({
      questionId: id,
      question: `Question ${id}?`,
      questionType: 'base',
      answer: `Answer to ${id}`,
      transcriptionStatus: 'none',
    })),
    progress: {
      answered: answered.length,
      total,
      percentage: total ? Math.round((answered.length / total) * 100) : 100,
    },
    isComplete: remaining.length === 0,
    awaitingFollowups: 0,
    interview: sessionInterview(),
    remainingQuestions: remaining,
    ...overrides,
  };
}
