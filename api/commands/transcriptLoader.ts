import type { Knex } from 'knex';
import type { InterviewTranscript } from '../../sync/contract';
import { type Interview, Question } from '../models';
import { presentInterview } from '../presenters/interview';
import { presentTranscriptQuestion } from '../presenters/transcript';
import { assessInterview } from '../quality/interviewQuality';
import { loadAnswerRecords } from './answerRecordLoader';
import { QUESTION_ORDER } from './questionOrder';
import { assessRecords } from './responseQualityScorer';

/**
 * An interview's full transcript: every question in interview order (follow-ups
 * right after the question they follow) with its answer and that answer's quality,
 * and the interview's quality. Three queries plus the interview read model.
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
  const answers = new Map(
    records.map((record) => [
      record.questionId,
      { record, assessment: assessments.get(record.answerId)! },
    ]),
  );
  return {
    interview: await presentInterview(trx, interview),
    questions: questions.map((question) =>
      presentTranscriptQuestion(question, answers.get(question.id) ?? null),
    ),
    quality: assessInterview(records.map((record) => assessments.get(record.answerId)!)),
  };
}
