import type { Knex } from 'knex';
import { ANSWER_DOCUMENT, answersInScope } from './answerScope';
import { anyLexemeQuery } from './tsquery';
import type { AnswerScope } from './types';

export interface TermFrequencies {
  /** Real answers in scope. */
  documents: number;
  /** For each group of lexemes, the answers in scope holding any of them. */
  frequencies: number[];
}

/**
 * Document frequencies for a question's terms (each a group: the term and its
 * synonyms), counting an answer whose expert's company name holds a term too ("What
 * does Northbridge require?" is about Northbridge's expert). Three queries whatever the
 * number of terms: at 50,000 answers one count per term was most of Ask AI's time.
 * Company names are stemmed once per distinct company, and their answers counted only
 * when one matches.
 */
export async function termFrequencies(
  trx: Knex,
  scope: AnswerScope,
  groups: readonly (readonly string[])[],
): Promise<TermFrequencies> {
  const [documents, inText, byCompany] = await Promise.all([
    countInScope(trx, scope),
    textFrequencies(trx, scope, groups),
    companyAnswers(trx, scope, groups.flat()),
  ]);
  const frequencies = groups.map((group, index) => {
    const viaCompany = byCompany
      .filter((company) => company.lexemes.some((lexeme) => group.includes(lexeme)))
      .reduce((sum, company) => sum + company.answers, 0);
    // An answer holding the term in both its text and its company counts twice: that
    // only makes the term look a little more common.
    return inText[index]! + viaCompany;
  });
  return { documents, frequencies };
}

async function countInScope(trx: Knex, scope: AnswerScope): Promise<number> {
  const [row] = (await answersInScope(trx, scope).count({ count: '*' })) as {
    count: number | string;
  }[];
  return Number(row?.count ?? 0);
}

/**
 * How many answers in scope hold each group, in one scan of the answers that hold any:
 * the full-text index finds those, so answers with none of the words are never read.
 */
async function textFrequencies(
  trx: Knex,
  scope: AnswerScope,
  groups: readonly (readonly string[])[],
): Promise<number[]> {
  const lexemes = groups.flat();
  if (lexemes.length === 0) return groups.map(() => 0);
  const counts = groups.map(
    (_group, index) => `count(*) filter (where ${ANSWER_DOCUMENT} @@ ?::tsquery)::int as f${index}`,
  );
  const [row] = (await answersInScope(trx, scope)
    .whereRaw(`${ANSWER_DOCUMENT} @@ ?::tsquery`, [anyLexemeQuery(lexemes)])
    .select(
      trx.raw(
        counts.join(', '),
        groups.map((group) => anyLexemeQuery(group)),
      ),
    )) as Record<string, number>[];
  return groups.map((_group, index) => Number(row?.[`f${index}`] ?? 0));
}

/** The companies in scope whose names hold any of `lexemes`, with their lexemes and answers. */
async function companyAnswers(
  trx: Knex,
  scope: AnswerScope,
  lexemes: readonly string[],
): Promise<{ company: string; lexemes: string[]; answers: number }[]> {
  if (lexemes.length === 0) return [];
  const companies = trx('interviews as i').distinct('i.company');
  if (scope.clients) companies.whereIn('i.client', [...scope.clients]);
  if (scope.interviewIds) companies.whereIn('i.id', [...scope.interviewIds]);
  const matching = (await trx
    .from(companies.as('named'))
    .select('named.company')
    .select(trx.raw("tsvector_to_array(to_tsvector('english', named.company)) as lexemes"))
    .whereRaw("to_tsvector('english', named.company) @@ ?::tsquery", [
      anyLexemeQuery(lexemes),
    ])) as { company: string; lexemes: string[] }[];
  if (matching.length === 0) return [];
  const answers = (await answersInScope(trx, scope)
    .whereIn(
      'i.company',
      matching.map((named) => named.company),
    )
    .groupBy('i.company')
    .select('i.company')
    .select(trx.raw('count(*)::int as answers'))) as { company: string; answers: number }[];
  return matching.map((named) => ({
    ...named,
    answers: answers.find((row) => row.company === named.company)?.answers ?? 0,
  }));
}
