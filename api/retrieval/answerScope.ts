import type { Knex } from 'knex';
import { SKIPPED_ANSWER } from '../../sync/contract';
import type { AnswerPassage, AnswerScope } from './types';

/**
 * The stemmed document every full-text query matches: a stored column generated from
 * the answer's text (migration 014), with the `answers_fulltext` GIN index on it.
 */
export const ANSWER_DOCUMENT = 'a.search_document';

/**
 * Every stored answer joined to its question (and base question), interview and
 * project, selecting every AnswerPassage field. Callers add filters and columns.
 */
export function answerPassages(trx: Knex): Knex.QueryBuilder {
  return trx('answers as a')
    .join('questions as q', 'q.id', 'a.question_id')
    .leftJoin('questions as parent', 'parent.id', 'q.parent_question_id')
    .join('interviews as i', 'i.id', 'a.interview_id')
    .join('projects as p', 'p.id', 'i.project_id')
    .select({
      answerId: 'a.id',
      interviewId: 'a.interview_id',
      questionId: 'q.id',
      questionText: 'q.question_text',
      expertName: 'i.expert_name',
      company: 'i.company',
      client: 'i.client',
      projectId: 'p.id',
      projectName: 'p.name',
      text: 'a.answer_text',
      createdAt: 'a.created_at',
    })
    .select(
      trx.raw('coalesce(parent.id, q.id) as "baseQuestionId"'),
      trx.raw('coalesce(parent.question_text, q.question_text) as "baseQuestionText"'),
    );
}

/**
 * Real answers (not skipped, not blank) inside `scope`. Callers add ranking.
 */
export function scopedAnswers(trx: Knex, scope: AnswerScope): Knex.QueryBuilder {
  return withinScope(
    answerPassages(trx)
      .whereRaw('btrim(a.answer_text) <> ?', [SKIPPED_ANSWER])
      .whereRaw("btrim(a.answer_text) <> ''"),
    scope,
  );
}

/**
 * The answers in scope that full text can match (not skipped, with words to index),
 * joined to their interviews only: the cheap base of counts and rankings. It tests the
 * stored document rather than trimming every text, which cost five times as much.
 */
export function answersInScope(trx: Knex, scope: AnswerScope): Knex.QueryBuilder {
  return withinScope(
    trx('answers as a')
      .join('interviews as i', 'i.id', 'a.interview_id')
      .whereNot('a.answer_text', SKIPPED_ANSWER)
      .whereRaw(`${ANSWER_DOCUMENT} <> ''::tsvector`),
    scope,
  );
}

/** Limits a query over `answers as a` joined to `interviews as i` to `scope`. */
function withinScope(query: Knex.QueryBuilder, scope: AnswerScope): Knex.QueryBuilder {
  if (scope.clients) query.whereIn('i.client', [...scope.clients]);
  if (scope.interviewIds) query.whereIn('i.id', [...scope.interviewIds]);
  if (scope.answers) query.whereIn('a.id', scope.answers);
  return query;
}

/** Every real answer in scope, oldest project and question first (a stable reading order). */
export async function loadAnswers(trx: Knex, scope: AnswerScope): Promise<AnswerPassage[]> {
  return scopedAnswers(trx, scope)
    .orderBy([
      { column: 'p.created_at' },
      { column: 'p.id' },
      { column: 'i.created_at' },
      { column: 'i.id' },
      { column: 'q.order_index' },
      { column: 'a.created_at' },
      { column: 'a.id' },
    ])
    .then((rows: AnswerPassage[]) => normaliseDates(rows));
}

export function normaliseDates<T extends { createdAt: Date | string }>(rows: T[]): T[] {
  for (const row of rows) {
    if (!(row.createdAt instanceof Date)) row.createdAt = new Date(row.createdAt);
  }
  return rows;
}
