import type { Knex } from 'knex';
import { SKIPPED_ANSWER } from '../../sync/contract';
import { answerSpeech, followupSubject, type ThreadExchange } from '../ai/followups/subject';
import { describeTime, followupFits, timeLeft } from '../ai/followups/timeBudget';
import { isTranscriptCheck } from '../ai/followups/transcriptCheck';
import type { FollowupAdvisor, FollowupDecision, FollowupKind } from '../ai/followups/types';
import { Answer, type Interview, Project, Question } from '../models';
import type { FollowupStatus } from '../models/Answer';
import { moduleLogger } from '../observability';
import { insertFollowup, type NewFollowup } from './followupInserter';
import { loadInterviewOutline, type OutlineEntry } from './interviewOutline';
import { type FollowupRules, findSessionInterview } from './sessionInterviewFinder';

const log = moduleLogger('followups');

/** Where the answer stands; `waiting`: it has no text yet, and the end of its transcription decides. */
export type FollowupOutcome = FollowupStatus | 'waiting';

/** A new answer's follow-up status: a skipped question never gets a follow-up. */
export function initialFollowupStatus(answerText: string): FollowupStatus {
  return answerText.trim() === SKIPPED_ANSWER ? 'skipped' : 'pending';
}

/**
 * Decides, once, whether the answer gets an AI follow-up, and inserts it. The advisor
 * is asked outside any transaction (a model can take seconds, and a transaction that
 * long would hold up the whole session); everything is then re-checked under the
 * interview's row lock before anything is written, so an answer is decided exactly
 * once, a finished interview gets nothing, and the per-question limit holds however
 * many decisions run at once. Advisor failures propagate: the decision stays pending.
 */
export async function decideFollowup(
  knex: Knex,
  advisor: FollowupAdvisor,
  answerId: string,
): Promise<FollowupOutcome> {
  const answer = await Answer.query(knex).findById(answerId);
  // Gone with its interview: there is nothing left to decide.
  if (!answer) return 'not_asked';
  if (answer.followupStatus !== 'pending') return answer.followupStatus;
  if (!answer.answerText.trim()) {
    if (answer.transcriptionStatus === 'pending') return 'waiting';
    // The recording could not be transcribed and nothing was typed: nothing to follow up.
    return recordFollowupDecision(knex, answerId, null);
  }
  const interview = await findSessionInterview(knex, answer.interviewId);
  const thread = await loadThread(knex, interview, answer.questionId);
  const decision = await chooseFollowup(thread, advisor, answerId);
  return recordFollowupDecision(knex, answerId, decision);
}

/** A new answer as submitAnswer is about to store it: what the decision reads of it. */
export type NewAnswerFacts = Pick<
  Answer,
  'answerText' | 'audioPath' | 'audioDurationMs' | 'createdAt'
>;

/**
 * Decides a new answer's follow-up before it is stored, for an advisor that answers at once
 * (the local rules), so the answer is written with its outcome and no job is queued. The
 * caller holds the interview's row lock and read `outline` under it, so the checks the job
 * path repeats under the lock hold already. Returns the follow-up to insert, or null.
 */
export async function decideNewAnswerFollowup(
  advisor: FollowupAdvisor,
  context: {
    interview: Interview;
    rules: FollowupRules;
    outline: readonly OutlineEntry[];
    questionId: string;
    answer: NewAnswerFacts;
  },
): Promise<NewFollowup | null> {
  const { interview, rules, questionId, answer } = context;
  // The outline as it will be once the answer is stored.
  const outline = context.outline.map((entry) =>
    entry.question.id === questionId
      ? {
          question: Question.fromJson({ ...entry.question, isAnswered: true }),
          answer: {
            ...answer,
            transcript: null,
            transcriptConfidence: null,
            transcriptionStatus: answer.audioPath ? ('pending' as const) : ('none' as const),
            followupStatus: 'pending' as const,
          },
        }
      : entry,
  );
  const thread = threadOf(interview, rules, outline, questionId);
  const decision = await chooseFollowup(thread, advisor, `to question ${questionId}`);
  return mayApply(thread, decision) ? followupOf(thread, decision) : null;
}

/**
 * Records the decision for a pending answer (null: no follow-up, whatever the reason)
 * and inserts the follow-up it asks for, if it still may: the checks run again here,
 * under the lock, because the interview may have changed while the advisor thought.
 */
export async function recordFollowupDecision(
  knex: Knex,
  answerId: string,
  decision: FollowupDecision | null,
): Promise<FollowupStatus> {
  return knex.transaction(async (trx) => {
    const answer = await Answer.query(trx).findById(answerId);
    if (!answer) return 'not_asked';
    const interview = await findSessionInterview(trx, answer.interviewId, { lock: true });
    // Read again now that the lock is held: another decision may have just committed.
    const current = await Answer.query(trx).findById(answerId).throwIfNotFound();
    if (current.followupStatus !== 'pending') return current.followupStatus;
    const thread = decision?.ask ? await loadThread(trx, interview, current.questionId) : null;
    return applyDecision(trx, thread, answerId, decision);
  });
}

/** Under the interview's lock: inserts the follow-up if the thread may still have it, and says so. */
async function applyDecision(
  trx: Knex.Transaction,
  thread: Thread | null,
  answerId: string,
  decision: FollowupDecision | null,
): Promise<FollowupStatus> {
  const asked = thread !== null && mayApply(thread, decision);
  if (asked) await insertFollowup(trx, followupOf(thread, decision));
  const followupStatus = asked ? 'asked' : 'not_asked';
  await Answer.query(trx).findById(answerId).patch({ followupStatus });
  return followupStatus;
}

function mayApply(
  thread: Thread,
  decision: FollowupDecision | null,
): decision is FollowupDecision & { ask: true } {
  if (!decision?.ask || !mayAskAnother(thread, decision.kind)) return false;
  if (decision.kind !== 'transcript_check' && alreadyAsked(thread, decision.question)) {
    log.info(`no follow-up: "${decision.question}" was asked already on this question`);
    return false;
  }
  return true;
}

/**
 * The interviewer never asks the same thing twice about one question: an expert who answers
 * a follow-up as vaguely as before earns the same words from the local rules (a model may
 * repeat itself too), and asking them again would get the same answer. Another question's
 * thread may be asked the same words, about a different answer. A transcript check is
 * exempt: there is at most one per question, and it quotes its own answer.
 */
function alreadyAsked(thread: Thread, question: string): boolean {
  const asked = comparable(question);
  return thread.exchanges.some((entry) => comparable(entry.question.questionText) === asked);
}

function comparable(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function followupOf(thread: Thread, decision: FollowupDecision & { ask: true }): NewFollowup {
  return {
    interviewId: thread.interview.id,
    after: thread.question,
    baseQuestionId: thread.baseQuestionId,
    questionText: decision.question,
    outline: thread.outline.map(({ question }) => question),
  };
}

/**
 * What the answer's follow-up should be (null: none): a transcript check decided here, or
 * the advisor's question when the thread may have another and the interview has time.
 */
async function chooseFollowup(
  thread: Thread,
  advisor: FollowupAdvisor,
  /** Which answer, for the log. */
  answerLabel: string,
): Promise<FollowupDecision | null> {
  const subject = followupSubject(threadExchanges(thread), position(thread), thread.rules.name);
  // A transcript check is decided here, and may be asked even when the follow-ups are used up.
  if ('decided' in subject) return subject.decided;
  if (!mayAskAnother(thread)) return null;
  const time = interviewTimeLeft(thread);
  if (!followupFits(time)) {
    log.info(`answer ${answerLabel}: no follow-up, out of time (${describeTime(time)})`);
    return null;
  }
  return advisor.decide({ ...subject.advise, time });
}

/** The answered question in its context: its interview, project and base question's thread. */
interface Thread {
  interview: Interview;
  rules: FollowupRules;
  question: Question;
  baseQuestionId: string;
  /** The base question and its follow-ups so far, in interview order, with their answers. */
  exchanges: OutlineEntry[];
  /** Every question of the interview with its answer: the interview's clock. */
  outline: readonly OutlineEntry[];
}

/** The interview's project rules and outline: two statements. */
async function loadThread(db: Knex, interview: Interview, questionId: string): Promise<Thread> {
  const [project, outline] = await Promise.all([
    Project.query(db).findById(interview.projectId).throwIfNotFound(),
    loadInterviewOutline(db, interview.id),
  ]);
  return threadOf(interview, project, outline, questionId);
}

function threadOf(
  interview: Interview,
  rules: FollowupRules,
  outline: readonly OutlineEntry[],
  questionId: string,
): Thread {
  const question = outline.find((entry) => entry.question.id === questionId)?.question;
  if (!question) throw new Error(`Question ${questionId} is not in interview ${interview.id}`);
  const baseQuestionId = question.parentQuestionId ?? question.id;
  return {
    interview,
    rules,
    question,
    baseQuestionId,
    exchanges: outline.filter(
      ({ question: q }) => q.id === baseQuestionId || q.parentQuestionId === baseQuestionId,
    ),
    outline,
  };
}

/**
 * At most maxFollowupsPerQuestion per base question (0 turns them off), never once
 * finished. A transcript check is not one of them (it asks for no new information),
 * but there is at most one per base question, and none where follow-ups are off.
 */
function mayAskAnother(thread: Thread, kind?: FollowupKind): boolean {
  if (thread.interview.status === 'completed') return false;
  const limit = thread.rules.maxFollowupsPerQuestion;
  const asked = thread.exchanges.filter((e) => e.question.questionType === 'followup');
  const checks = asked.filter((e) => isTranscriptCheck(e.question.questionText)).length;
  if (kind === 'transcript_check') return limit > 0 && checks === 0;
  return asked.length - checks < limit;
}

function position(thread: Thread): number {
  return thread.exchanges.findIndex((e) => e.question.id === thread.question.id);
}

function threadExchanges(thread: Thread): ThreadExchange[] {
  return thread.exchanges.map(({ question, answer }) => ({
    questionText: question.questionText,
    answer: answer ? { text: answer.answerText, speech: answerSpeech(answer) } : null,
  }));
}

/** The interview's clock: its plan, its answers' times and what is left to ask. */
function interviewTimeLeft(thread: Thread) {
  const answers = thread.outline.flatMap(({ answer }) => (answer ? [answer] : []));
  return timeLeft({
    plannedMinutes: thread.interview.interviewDurationMinutes,
    startedAt: thread.interview.startedAt,
    answers: answers.map((a) => ({ createdAt: a.createdAt, audioDurationMs: a.audioDurationMs })),
    questionsLeft: thread.outline.filter(({ question }) => !question.isAnswered).length,
  });
}
