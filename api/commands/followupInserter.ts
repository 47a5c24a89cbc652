import type { Knex } from 'knex';
import { Question } from '../models';
import { normaliseQuestionOrder } from './questionOrder';
import { updateInterviewCounters } from './sessionInterviewFinder';

export interface NewFollowup {
  interviewId: string;
  /** The question whose answer prompted it: the follow-up comes right after it. */
  after: Question;
  /** The base question it belongs to (a follow-up's follow-up still belongs to the base). */
  baseQuestionId: string;
  questionText: string;
  /**
   * Every question of the interview in interview order, read under the same lock: when
   * they are numbered 0, 1, 2… already, the order needs no rewriting and `after` no reading.
   */
  outline?: readonly Question[];
}

/**
 * Inserts an AI follow-up right after the question it follows, shifting every later
 * question down one place, and brings the interview's counters up to date unless the
 * caller writes them next itself (`updateCounters: false`). The caller holds the
 * interview's row lock, so no other write reorders the interview meanwhile.
 */
export async function insertFollowup(
  trx: Knex.Transaction,
  input: NewFollowup,
  options: { updateCounters: boolean } = { updateCounters: true },
): Promise<Question> {
  let after = input.after;
  if (!input.outline || !numberedInOrder(input.outline)) {
    await normaliseQuestionOrder(trx, input.interviewId);
    after = await Question.query(trx).findById(input.after.id).throwIfNotFound();
  }
  // One statement: the later questions move down one place and the follow-up takes the
  // freed one (a round trip fewer for most answers; the update cannot see the new row).
  const followup = await Question.query(trx)
    .with('moved_down', (later) =>
      later
        .from('questions')
        .where('interview_id', input.interviewId)
        .where('order_index', '>', after.orderIndex)
        .increment('order_index', 1),
    )
    .insert({
      interviewId: input.interviewId,
      questionText: input.questionText,
      questionType: 'followup',
      parentQuestionId: input.baseQuestionId,
      orderIndex: after.orderIndex + 1,
    })
    .returning('*');
  if (options.updateCounters) await updateInterviewCounters(trx, input.interviewId);
  return followup;
}

/** What normaliseQuestionOrder would leave as it is: order_index 0, 1, 2… in interview order. */
function numberedInOrder(outline: readonly Question[]): boolean {
  return outline.every((question, position) => question.orderIndex === position);
}
