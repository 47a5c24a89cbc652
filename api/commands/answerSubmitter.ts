import type { Knex } from 'knex';
import type { TranscriptionStatus } from '../../sync/contract';
import type { FollowupAdvisor } from '../ai/followups/types';
import { ConflictError, NotFoundError } from '../errors';
import { type Answer, Interview } from '../models';
import type { StoredFile } from '../storage/fileStore';
import { alreadyAnswered, recordAnswer } from './answerRecorder';
import { decideNewAnswerFollowup, initialFollowupStatus } from './followupDecider';
import { insertFollowup, type NewFollowup } from './followupInserter';
import { assertLinkOpen, declinedError, isReopenable, reopenedFields } from './interviewLifecycle';
import { loadInterviewOutline } from './interviewOutline';
import { lockSessionInterviewWithRules } from './sessionInterviewFinder';

export const QUESTION_NOT_FOUND = 'Question not found in this interview';

export interface NewAnswer {
  interviewId: string;
  questionId: string;
  /** What the expert typed; empty when they only recorded. */
  answerText: string;
  audio: NewAnswerAudio | null;
}

export interface NewAnswerAudio {
  mimeType: string;
  durationMs: number | null;
  /**
   * Moves the upload into durable storage. Called only once the answer is known to
   * be accepted, so a rejected request stores no file.
   */
  store(): Promise<StoredFile>;
}

export interface SubmittedAnswer {
  answer: Answer;
  answered: number;
  total: number;
  isComplete: boolean;
}

/**
 * Records the answer to one question, once. The interview row is locked first, so of
 * two racing submissions the second waits and then finds the question answered (409);
 * the unique index on answers.question_id backs that up.
 */
export async function submitAnswer(
  trx: Knex.Transaction,
  input: NewAnswer,
  followupAdvisor: FollowupAdvisor,
): Promise<SubmittedAnswer> {
  let { interview, rules } = await lockSessionInterviewWithRules(trx, input.interviewId);
  if (interview.status === 'declined') throw declinedError();
  assertLinkOpen(interview);
  // The finish-early dialog's promise: answering again takes the interview up where it stopped.
  if (isReopenable(interview)) {
    interview = await Interview.query(trx).patchAndFetchById(
      interview.id,
      reopenedFields(interview),
    );
  }
  if (interview.status === 'completed' || interview.status === 'closed') {
    throw new ConflictError('This interview is already finished', 'interview_finished');
  }
  const outline = await loadInterviewOutline(trx, interview.id);
  const question = outline.find((entry) => entry.question.id === input.questionId)?.question;
  if (!question) throw new NotFoundError(QUESTION_NOT_FOUND);
  if (question.isAnswered) throw alreadyAnswered();

  const stored = input.audio ? await input.audio.store() : null;
  const facts = {
    answerText: input.answerText,
    audioPath: stored?.key ?? null,
    audioDurationMs: input.audio?.durationMs ?? null,
  };
  // The local rules decide a follow-up now, so the answer is stored with its outcome; a
  // model, or a recording still waiting for its transcript, is decided by the follow-up
  // job once this commits.
  let followupStatus = initialFollowupStatus(input.answerText);
  let followup: NewFollowup | null = null;
  if (followupAdvisor.instant && followupStatus === 'pending' && input.answerText.trim()) {
    followup = await decideNewAnswerFollowup(followupAdvisor, {
      interview,
      rules,
      outline,
      questionId: question.id,
      // The row's created_at is the database's clock; this one only times the interview.
      answer: { ...facts, createdAt: new Date() },
    });
    followupStatus = followup ? 'asked' : 'not_asked';
  }
  // Before the answer, so the answer's statement counts the follow-up in the total.
  if (followup) await insertFollowup(trx, followup, { updateCounters: false });
  // With no speech engine the recording still waits as 'pending': it is transcribed once
  // an engine is installed and a worker starts (resumePendingTranscriptions, api/jobs).
  const transcriptionStatus: TranscriptionStatus = stored ? 'pending' : 'none';
  const { answer, answered, total } = await recordAnswer(
    trx,
    {
      ...facts,
      questionId: question.id,
      interviewId: interview.id,
      audioMimeType: input.audio?.mimeType ?? null,
      audioBytes: stored?.bytes ?? null,
      transcriptionStatus,
      followupStatus,
    },
    // An answer replayed from the offline outbox may be the first word the server hears.
    interview.status === 'pending'
      ? { status: 'in_progress', startedAt: interview.startedAt ?? new Date() }
      : {},
  );
  return { answer, answered, total, isComplete: answered >= total };
}
