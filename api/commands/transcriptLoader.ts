import type { Knex } from 'knex';
import type { InterviewTranscript } from '../../sync/contract';
import { AnswerAddition, type Interview, Question } from '../models';
import { presentAnswerAddition } from '../presenters/answerAddition';
import { presentInterview } from '../presenters/interview';
import { presentTranscriptQuestion } from '../presenters/transcript';
import { assessInterview } from '../quality/interviewQuality';
import { loadAnswerRecords } from './answerRecordLoader';
import { QUESTION_ORDER } from './questionOrder';
import { assessRecords } from './responseQualityScorer';

/**
 * An interview's full transcript: every question in interview order (follow-ups
 * right after the question they follow) with its answer, that answer's quality and any
 * additions sent from a second device, and the interview's quality. Four queries plus
 * the interview read model.
 */
export async function loadInterviewTranscript(
  trx: Knex,
  interview: Interview,
): Promise<InterviewTranscript> {
  const questions = await Question.query(trx)
    .where('interview_id', interview.id)
    .orderBy([...QUESTION_ORDER]);
  const records = await loadAnswerRecords(trx, { interviewIds: [interview.id] });
  const assessments = assessRecords(records);
  const additions = new Map<string, AnswerAddition[]>();
  for (const addition of await AnswerAddition.query(trx)
    .where('interview_id', interview.id)
    .orderBy(['created_at', 'id'])) {
    additions.set(addition.answerId, [...(additions.get(addition.answerId) ?? []), addition]);
  }
  const answers = new Map(
    records.map((record) => [
      record.questionId,
      { record, assessment: assessments.get(record.answerId)! },
    ]),
  );
  return {
    interview: await presentInterview(trx, interview),
    questions: questions.map((question) =>
      presentTranscriptQuestion(question, answers.get(question.id) ?? null, (answerId) =>
        (additions.get(answerId) ?? []).map(presentAnswerAddition),
      ),
    ),
    quality: assessInterview(records.map((record) => assessments.get(record.answerId)!)),
  };
}
