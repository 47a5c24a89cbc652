import type { Knex } from 'knex';
import { ANSWER_DOCUMENT, scopedAnswers } from './answerScope';
import type { AnswerScope } from './types';

export interface MentionCount {
  phrase: string;
  company: string;
  answers: number;
}

/**
 * How many answers in scope mention each phrase, per company. Matching is Postgres
 * full-text: stemmed words in order ("cost of capital" matches "costs of capital" but
 * "cloud" does not match "cloudy"), never a substring. A phrase made only of stop
 * words mentions nothing.
 */
export async function countMentions(
  trx: Knex,
  scope: AnswerScope,
  phrases: readonly string[],
): Promise<MentionCount[]> {
  if (phrases.length === 0) return [];
  const rows = await scopedAnswers(trx, scope)
    .clearSelect()
    .joinRaw(
      `cross join unnest(array[${phrases.map(() => '?').join(', ')}]::text[]) as phrase(text)`,
      [...phrases],
    )
    .whereRaw(`${ANSWER_DOCUMENT} @@ phraseto_tsquery('english', phrase.text)`)
    .select({ phrase: 'phrase.text', company: 'i.company' })
    .select(trx.raw('count(*)::int as answers'))
    .groupBy('phrase.text', 'i.company');
  return rows as MentionCount[];
}
