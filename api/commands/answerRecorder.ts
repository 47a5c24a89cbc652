import type { Knex } from 'knex';
import { snakeCaseMappers } from 'objection';
import { ConflictError } from '../errors';
import { Answer, type Interview } from '../models';
import {
  featureBindings,
  INSERT_FEATURES,
  newAnswerToAnalyse,
} from '../quality/answerFeatureStore';

const toColumns = snakeCaseMappers();

export interface RecordedAnswer {
  answer: Answer;
  /** The interview's counters as written with the answer. */
  answered: number;
  total: number;
}

/**
 * Writes a new answer and everything that goes with it in one statement: the answer row,
 * its question marked answered, its dashboard features and the interview's counters
 * (with `interviewFields`, e.g. the start of a pending interview). Each statement is a
 * round trip to PostgreSQL, and round trips are most of what saving an answer costs.
 *
 * The caller holds the interview's row lock and has checked that the question is not
 * answered yet: every part of one statement reads the same snapshot, so the answered
 * count is the count before this answer plus one, and the total counts the question rows
 * the transaction holds (a follow-up inserted just before included). The unique index on
 * answers.question_id still refuses a second answer (409).
 */
export async function recordAnswer(
  trx: Knex.Transaction,
  row: Partial<Answer>,
  interviewFields: Partial<Pick<Interview, 'status' | 'startedAt'>>,
): Promise<RecordedAnswer> {
  const answer = Answer.fromJson(row, { skipValidation: true });
  answer.$beforeInsert();
  const columns = answer.$toDatabaseJson();
  const names = Object.keys(columns);
  const interviewColumns = Object.entries(toColumns.format(interviewFields));
  const result = await trx
    .raw(
      `with answer as (
         insert into answers (${names.map((name) => `"${name}"`).join(', ')})
         values (${names.map(() => '?').join(', ')})
         returning *
       ), answered_question as (
         update questions set is_answered = true where id = ? and interview_id = ?
       ), features as (
         ${INSERT_FEATURES}
         join answer on answer.id = x.answer_id
       ), counters as (
         update interviews set
           ${interviewColumns.map(([name]) => `"${name}" = ?, `).join('')}
           answered_questions = 1 + (select count(*) filter (where is_answered)
             from questions where interview_id = ?),
           total_questions = (select count(*) from questions where interview_id = ?)
         where id = ?
         returning answered_questions, total_questions
       )
       select answer.*, counters.answered_questions as recorded_answered,
         counters.total_questions as recorded_total
       from answer cross join counters`,
      [
        ...names.map((name) => columns[name]),
        answer.questionId,
        answer.interviewId,
        ...featureBindings([newAnswerToAnalyse(answer)]),
        ...interviewColumns.map(([, value]) => value),
        answer.interviewId,
        answer.interviewId,
        answer.interviewId,
      ],
    )
    .catch((error: { code?: string }) => {
      if (error.code === '23505') throw alreadyAnswered();
      throw error;
    });
  const { recorded_answered: answered, recorded_total: total, ...stored } = result.rows[0];
  return { answer: Answer.fromDatabaseJson(stored), answered, total };
}

export function alreadyAnswered() {
  return new ConflictError('This question has already been answered', 'already_answered');
}
