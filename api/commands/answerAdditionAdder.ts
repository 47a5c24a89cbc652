import type { Knex } from 'knex';
import { ConflictError, NotFoundError } from '../errors';
import { Answer, AnswerAddition, Question } from '../models';
import { type NewAnswer, QUESTION_NOT_FOUND } from './answerSubmitter';
import { assertLinkOpen, declinedError } from './interviewLifecycle';
import { findSessionInterview } from './sessionInterviewFinder';

export const NOTHING_TO_ADD_TO =
  'This question has no answer yet to add to: send the answer itself instead';

/**
 * Keeps an answer given on a second device as an addition to the answer another device
 * stored first (the 409 `already_answered` the outbox held for the expert). The answer,
 * progress and follow-ups are left as they are: the addition is read beside the answer.
 * A finished interview still takes one, since it was answered before the finish; a
 * declined, closed or expired one does not, as it takes nothing more from the link.
 */
export async function addToAnswer(
  trx: Knex.Transaction,
  input: NewAnswer,
): Promise<AnswerAddition> {
  const interview = await findSessionInterview(trx, input.interviewId, { lock: true });
  if (interview.status === 'declined') throw declinedError();
  assertLinkOpen(interview);
  const question = await Question.query(trx)
    .findById(input.questionId)
    .where('interview_id', interview.id);
  if (!question) throw new NotFoundError(QUESTION_NOT_FOUND);
  const answer = await Answer.query(trx).findOne({ question_id: question.id });
  if (!answer) throw new ConflictError(NOTHING_TO_ADD_TO, 'not_answered');

  const stored = input.audio ? await input.audio.store() : null;
  return AnswerAddition.query(trx).insertAndFetch({
    answerId: answer.id,
    interviewId: interview.id,
    questionId: question.id,
    text: input.answerText,
    audioPath: stored?.key ?? null,
    audioMimeType: input.audio?.mimeType ?? null,
    audioBytes: stored?.bytes ?? null,
    audioDurationMs: input.audio?.durationMs ?? null,
    // Transcribed by the same job as answers (api/jobs/transcribe.ts), once an engine runs.
    transcriptionStatus: stored ? 'pending' : 'none',
  });
}
