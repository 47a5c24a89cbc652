import type { Knex } from 'knex';
import { ANSWER_DOCUMENT, answerPassages, answersInScope, normaliseDates } from './answerScope';
import { anyLexemeQuery } from './tsquery';
import type { AnswerPassage, AnswerScope, RankedPassage } from './types';

/**
 * Answers in scope matching `tsquery` (SQL that evaluates to a tsquery, with its
 * bindings), best first by ts_rank, then newest. A query with no lexemes left (only
 * stop words or punctuation) matches nothing, so it answers [] rather than an error.
 */
export async function rankedAnswers(
  trx: Knex,
  scope: AnswerScope,
  tsquery: SqlQuery,
  range: { limit: number; offset?: number },
  /**
   * For any-term queries: answers containing more of these distinct lexemes come
   * first, so "ESG integration" prefers answers about both over ones that only say
   * "integration" many times.
   */
  coverageLexemes: readonly string[] = [],
): Promise<RankedPassage[]> {
  // Ranked on answers and interviews alone; questions and projects are joined to the
  // few rows kept. At 50,000 answers a question's words match most of them, and joining
  // every match before the limit was a fifth of Ask AI's time.
  const ranked = ranking(trx, scope, tsquery, range, coverageLexemes);
  const rows = await answerPassages(trx)
    .join(ranked.as('ranked'), 'ranked.id', 'a.id')
    .select('ranked.rank')
    .orderBy(rankOrder('ranked.'));
  return normaliseDates(rows as RankedPassage[]);
}

/** The ids of the best `limit` answers in scope matching `tsquery`, best first. */
export async function rankedAnswerIds(
  trx: Knex,
  scope: AnswerScope,
  tsquery: SqlQuery,
  limit: number,
): Promise<string[]> {
  return ranking(trx, scope, tsquery, { limit }).pluck('a.id');
}

/** These answers as passages, in the order given (ids not found are left out). */
export async function passagesInOrder(trx: Knex, ids: readonly string[]): Promise<AnswerPassage[]> {
  if (ids.length === 0) return [];
  const rows = await answerPassages(trx)
    .joinRaw('join unnest(?::text[]) with ordinality as wanted(id, position) on wanted.id = a.id', [
      [...ids],
    ])
    .orderBy('wanted.position');
  return normaliseDates(rows as AnswerPassage[]);
}

interface SqlQuery {
  sql: string;
  bindings: readonly string[];
}

function ranking(
  trx: Knex,
  scope: AnswerScope,
  tsquery: SqlQuery,
  range: { limit: number; offset?: number },
  coverageLexemes: readonly string[] = [],
) {
  const coverage = coverageLexemes.length
    ? coverageLexemes.map(() => `(${ANSWER_DOCUMENT} @@ ?::tsquery)::int`).join(' + ')
    : '0';
  return answersInScope(trx, scope)
    .joinRaw(`cross join (select ${tsquery.sql} as query) as search`, [...tsquery.bindings])
    .select('a.id')
    .select(trx.raw(`ts_rank(${ANSWER_DOCUMENT}, search.query) as rank`))
    .select(
      trx.raw(
        `${coverage} as coverage`,
        coverageLexemes.map((lexeme) => anyLexemeQuery([lexeme])),
      ),
    )
    .whereRaw(`${ANSWER_DOCUMENT} @@ search.query`)
    .orderBy(rankOrder(''))
    .limit(range.limit)
    .offset(range.offset ?? 0);
}

/** More of the question's terms first, then ts_rank, then newest; the id keeps it stable. */
function rankOrder(scores: '' | 'ranked.') {
  return [
    { column: `${scores}coverage`, order: 'desc' },
    { column: `${scores}rank`, order: 'desc' },
    { column: 'a.created_at', order: 'desc' },
    { column: 'a.id' },
  ];
}

/** What a person typed in a search box: quotes, `or` and `-word` work as on the web. */
export function searchQuery(typed: string): SqlQuery {
  return { sql: "websearch_to_tsquery('english', ?)", bindings: [typed] };
}

export function searchAnswers(
  trx: Knex,
  scope: AnswerScope,
  query: string,
  range: { limit: number; offset?: number } = { limit: 50 },
): Promise<RankedPassage[]> {
  return rankedAnswers(trx, scope, searchQuery(query), range);
}
