import type { Knex } from 'knex';
import type { CurrentQuestionResponse } from '../../sync/contract';
import { Interview, type User } from '../models';
import { canReadInterview } from '../policies';
import {
  presentPreviousQuestion,
  presentProgress,
  presentSessionInterview,
  presentSessionQuestion,
} from '../presenters/session';
import { isLinkClosed, isReopenable } from './interviewLifecycle';
import { loadInterviewOutline } from './interviewOutline';
import {
  countQuestions,
  findSessionInterview,
  findSessionInterviewWithProjectName,
} from './sessionInterviewFinder';

/**
 * Everything the expert's session screen needs, and the plan the offline app caches.
 * Opening a pending interview starts it; a completed one stays completed.
 *
 * The link is the credential only while the interview is open (or can be reopened,
 * see interviewLifecycle.ts): once it is over its answers are a client's research, so a visitor with just the link (`viewer` null,
 * or someone `canReadInterview` refuses) learns that it is complete and nothing of
 * what was said. The invited expert (signed in with the verified address), the
 * client and admins still get the whole record.
 */
export async function loadSessionState(
  db: Knex,
  interviewId: string,
  viewer: User | null,
  /** False to only read: the server renderer must not start what a link scanner fetches. */
  { startPending = true }: { startPending?: boolean } = {},
): Promise<CurrentQuestionResponse> {
  // Read without a transaction (the screen polls this every few seconds): each statement
  // sees committed data, and the questions come with their answers in one of them.
  let { interview, projectName } = await findSessionInterviewWithProjectName(db, interviewId);
  if (startPending && interview.status === 'pending' && !isLinkClosed(interview)) {
    interview = await db.transaction((trx) => startInterview(trx, interviewId));
  }
  const ended = interview.status !== 'in_progress' && interview.status !== 'pending';
  if (ended && !isReopenable(interview) && !(viewer && canReadInterview(viewer, interview))) {
    return completedForLinkHolder(db, interview, projectName);
  }

  const plan = await loadInterviewOutline(db, interviewId);
  const answered = plan.filter(({ question }) => question.isAnswered);
  const remaining = plan.filter(({ question }) => !question.isAnswered);
  return {
    question: remaining[0] ? presentSessionQuestion(remaining[0].question) : null,
    previousQuestions: answered.map(({ question, answer }) =>
      presentPreviousQuestion(question, answer),
    ),
    progress: presentProgress(answered.length, plan.length),
    isComplete: isOver(interview) || remaining.length === 0,
    interview: presentSessionInterview(interview, projectName),
    remainingQuestions: remaining.map(({ question }) => presentSessionQuestion(question)),
    awaitingFollowups: plan.filter(({ answer }) => answer?.followupStatus === 'pending').length,
  };
}

/** A completed interview as seen through its link alone: its state, none of its content. */
async function completedForLinkHolder(
  db: Knex,
  interview: Interview,
  projectName: string | null,
): Promise<CurrentQuestionResponse> {
  const { answered, total } = await countQuestions(db, interview.id);
  return {
    question: null,
    previousQuestions: [],
    progress: presentProgress(answered, total),
    isComplete: isOver(interview),
    interview: presentSessionInterview(interview, projectName),
    remainingQuestions: [],
    awaitingFollowups: 0,
  };
}

/** Nothing more will be answered: completed, or closed by an admin. */
function isOver(interview: Interview): boolean {
  return interview.status === 'completed' || interview.status === 'closed';
}

/**
 * pending → in_progress, once. The row lock makes a concurrent first call wait and
 * then see in_progress, so startedAt is set by exactly one request.
 */
async function startInterview(trx: Knex.Transaction, interviewId: string): Promise<Interview> {
  const locked = await findSessionInterview(trx, interviewId, { lock: true });
  if (locked.status !== 'pending') return locked;
  return Interview.query(trx).patchAndFetchById(interviewId, {
    status: 'in_progress',
    startedAt: locked.startedAt ?? new Date(),
  });
}
