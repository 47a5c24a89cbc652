import type { Knex } from 'knex';
import { SKIPPED_ANSWER } from '../../sync/contract';
import { answerSpeech, followupSubject, type ThreadExchange } from '../ai/followups/subject';
import { describeTime, followupFits, timeLeft } from '../ai/followups/timeBudget';
import { isTranscriptCheck } from '../ai/followups/transcriptCheck';
import type {
  FollowupAdvisor,
  FollowupDecision,
  FollowupKind,
  TimeLeft,
} from '../ai/followups/types';
import { Answer, Interview, Project, Question } from '../models';
import type { FollowupStatus } from '../models/Answer';
import { insertFollowup } from './followupInserter';
import { QUESTION_ORDER } from './questionOrder';
import { findSessionInterview } from './sessionInterviewFinder';

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
  const thread = await loadThread(knex, answer);
  const subject = followupSubject(threadExchanges(thread), position(thread), thread.project.name);
  // A transcript check is decided here, and may be asked even when the follow-ups are used up.
  if ('decided' in subject) return recordFollowupDecision(knex, answerId, subject.decided);
  if (!mayAskAnother(thread)) return recordFollowupDecision(knex, answerId, null);
  const time = await interviewTimeLeft(knex, thread.interview);
  if (!followupFits(time)) {
    console.info(
      `[followups] answer ${answerId}: no follow-up, out of time (${describeTime(time)})`,
    );
    return recordFollowupDecision(knex, answerId, null);
  }
  const decision = await advisor.decide({ ...subject.advise, time });
  return recordFollowupDecision(knex, answerId, decision);
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
    await findSessionInterview(trx, answer.interviewId, { lock: true });
    // Read again now that the lock is held: another decision may have just committed.
    const current = await Answer.query(trx).findById(answerId).throwIfNotFound();
    if (current.followupStatus !== 'pending') return current.followupStatus;

    const thread = decision?.ask ? await loadThread(trx, current) : null;
    if (!decision?.ask || !thread || !mayAskAnother(thread, decision.kind)) {
      await Answer.query(trx).findById(answerId).patch({ followupStatus: 'not_asked' });
      return 'not_asked';
    }
    await insertFollowup(trx, {
      interviewId: current.interviewId,
      after: thread.question,
      baseQuestionId: thread.baseQuestionId,
      questionText: decision.question,
    });
    await Answer.query(trx).findById(answerId).patch({ followupStatus: 'asked' });
    return 'asked';
  });
}

/** The answered question in its context: its interview, project and base question's thread. */
interface Thread {
  interview: Interview;
  project: Project;
  question: Question;
  baseQuestionId: string;
  /** The base question and its follow-ups so far, in interview order, with their answers. */
  exchanges: { question: Question; answer: Answer | undefined }[];
}

async function loadThread(db: Knex, answer: Answer): Promise<Thread> {
  const interview = await Interview.query(db).findById(answer.interviewId).throwIfNotFound();
  const project = await Project.query(db).findById(interview.projectId).throwIfNotFound();
  const question = await Question.query(db).findById(answer.questionId).throwIfNotFound();
  const baseQuestionId = question.parentQuestionId ?? question.id;
  const questions = await Question.query(db)
    .where('interview_id', interview.id)
    .where((where) =>
      where.where('id', baseQuestionId).orWhere('parent_question_id', baseQuestionId),
    )
    .orderBy([...QUESTION_ORDER]);
  const answers = await Answer.query(db).whereIn(
    'question_id',
    questions.map((q) => q.id),
  );
  return {
    interview,
    project,
    question,
    baseQuestionId,
    exchanges: questions.map((q) => ({
      question: q,
      answer: answers.find((a) => a.questionId === q.id),
    })),
  };
}

/**
 * At most maxFollowupsPerQuestion per base question (0 turns them off), never once
 * finished. A transcript check is not one of them (it asks for no new information),
 * but there is at most one per base question, and none where follow-ups are off.
 */
function mayAskAnother(thread: Thread, kind?: FollowupKind): boolean {
  if (thread.interview.status === 'completed') return false;
  const limit = thread.project.maxFollowupsPerQuestion;
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
async function interviewTimeLeft(db: Knex, interview: Interview): Promise<TimeLeft> {
  const answers = await Answer.query(db)
    .where('interview_id', interview.id)
    .select('created_at', 'audio_duration_ms');
  const unanswered = await Question.query(db)
    .where({ interview_id: interview.id, is_answered: false })
    .resultSize();
  return timeLeft({
    plannedMinutes: interview.interviewDurationMinutes,
    startedAt: interview.startedAt,
    answers: answers.map((a) => ({
      createdAt: new Date(a.createdAt),
      audioDurationMs: a.audioDurationMs,
    })),
    questionsLeft: unanswered,
  });
}
