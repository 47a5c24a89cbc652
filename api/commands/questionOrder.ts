import type { Knex } from 'knex';

/**
 * Interview order: order_index, then creation time, then id, so rows that tie on
 * order_index (data from before follow-ups were inserted) still sort one way everywhere.
 */
export const QUESTION_ORDER = [
  { column: 'order_index' },
  { column: 'created_at' },
  { column: 'id' },
] as const;

/**
 * Rewrites order_index as 0, 1, 2… in interview order, touching only rows that move,
 * so "right after question i" is simply i + 1. Run under the interview's row lock.
 */
export async function normaliseQuestionOrder(
  trx: Knex.Transaction,
  interviewId: string,
): Promise<void> {
  await trx.raw(
    `update questions as q set order_index = ranked.position
       from (select id, (row_number() over (order by order_index, created_at, id) - 1)::int as position
               from questions where interview_id = ?) as ranked
      where q.id = ranked.id and q.order_index <> ranked.position`,
    [interviewId],
  );
}
