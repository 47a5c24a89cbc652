import type { Knex } from 'knex';
import { ANSWER_DOCUMENT, scopedAnswers } from './answerScope';
import { questionLexemes } from './questionQuery';
import { anyLexemeQuery } from './tsquery';
import type { AnswerPassage, AnswerScope } from './types';

/**
 * How a question's subject terms occur in the answers a caller may read: the lexical
 * evidence a coverage judgement rests on (api/ai/ask/coverage.ts). Terms are Postgres
 * English lexemes, as the full-text index stems them, so what counts as "mentioned"
 * here is exactly what retrieval matched.
 */
export interface QuestionEvidence {
  /** The question's subject lexemes (framing words such as "experts" left out). */
  terms: readonly string[];
  /** A word of the question for each term, to name it to a person. */
  wordFor: ReadonlyMap<string, string>;
  /** Real answers in scope. */
  documents: number;
  /** How many answers in scope contain each term. */
  documentFrequency: ReadonlyMap<string, number>;
  /** For each retrieved answer, the terms it (or its expert's company name) contains. */
  matchedTerms: ReadonlyMap<string, readonly string[]>;
}

export async function questionEvidence(
  trx: Knex,
  scope: AnswerScope,
  question: string,
  retrieved: readonly AnswerPassage[],
): Promise<QuestionEvidence> {
  const terms = await questionLexemes(trx, question);
  const [documents, frequencies, matched, wordFor] = await Promise.all([
    countAnswers(trx, scope),
    // One indexed count per term (the GIN index answers each) rather than one pass that
    // would stem every answer in scope.
    Promise.all(terms.map((term) => countAnswers(trx, scope, term))),
    termsInAnswers(
      trx,
      retrieved.map((passage) => passage.answerId),
      terms,
    ),
    wordsForTerms(trx, question),
  ]);
  return {
    terms,
    wordFor,
    documents,
    documentFrequency: new Map(terms.map((term, index) => [term, frequencies[index]!])),
    matchedTerms: matched,
  };
}

/**
 * Answers in scope, or those containing `term` in their text or their expert's company
 * name ("What does Northbridge require?" is about Northbridge's expert). Two counts,
 * each answered by an index-friendly match, summed: a term in both is counted twice,
 * which only makes it look a little more common.
 */
async function countAnswers(trx: Knex, scope: AnswerScope, term?: string): Promise<number> {
  const count = async (document?: string) => {
    const query = scopedAnswers(trx, scope).clearSelect().count({ count: '*' });
    if (document && term) query.whereRaw(`${document} @@ ?::tsquery`, [anyLexemeQuery([term])]);
    const [row] = (await query) as { count: number | string }[];
    return Number(row?.count ?? 0);
  };
  if (!term) return count();
  const [inText, inCompany] = await Promise.all([count(ANSWER_DOCUMENT), count(COMPANY_DOCUMENT)]);
  return inText + inCompany;
}

const COMPANY_DOCUMENT = "to_tsvector('english', i.company)";

async function termsInAnswers(
  trx: Knex,
  answerIds: readonly string[],
  terms: readonly string[],
): Promise<Map<string, string[]>> {
  if (answerIds.length === 0 || terms.length === 0) return new Map();
  const rows = (await trx('answers as a')
    .join('interviews as i', 'i.id', 'a.interview_id')
    .whereIn('a.id', [...answerIds])
    .select('a.id')
    .select(
      trx.raw(
        `array(select unnest(tsvector_to_array(${ANSWER_DOCUMENT} || ${COMPANY_DOCUMENT}))
               intersect select unnest(?::text[])) as terms`,
        [[...terms]],
      ),
    )) as { id: string; terms: string[] }[];
  return new Map(rows.map((row) => [row.id, row.terms]));
}

/** Each lexeme of the question with the first word of it that stems to it. */
async function wordsForTerms(trx: Knex, question: string): Promise<Map<string, string>> {
  const words = question.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  if (words.length === 0) return new Map();
  const result = await trx.raw(
    `select w.word, w.position, lexeme
       from unnest(?::text[]) with ordinality as w(word, position)
       cross join lateral unnest(tsvector_to_array(to_tsvector('english', w.word))) as lexeme
      order by w.position`,
    [words],
  );
  const wordFor = new Map<string, string>();
  for (const row of result.rows as { word: string; lexeme: string }[]) {
    if (!wordFor.has(row.lexeme)) wordFor.set(row.lexeme, row.word);
  }
  return wordFor;
}
