import type { Knex } from 'knex';
import { ANSWER_DOCUMENT, scopedAnswers } from './answerScope';
import { questionLexemes } from './questionQuery';
import { termAlternatives, wordsForTerms } from './termAlternatives';
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
  /**
   * For each retrieved answer, the terms it (or its expert's company name) contains,
   * itself or through a synonym (./termAlternatives.ts).
   */
  matchedTerms: ReadonlyMap<string, readonly string[]>;
}

export async function questionEvidence(
  trx: Knex,
  scope: AnswerScope,
  question: string,
  retrieved: readonly AnswerPassage[],
): Promise<QuestionEvidence> {
  const terms = await questionLexemes(trx, question);
  const wordFor = await wordsForTerms(trx, question);
  const alternatives = await termAlternatives(trx, question, wordFor);
  // A term counts as present wherever it or one of its synonyms is.
  const spellings = (term: string) => [term, ...(alternatives.get(term) ?? [])];
  const [documents, frequencies, lexemesByAnswer] = await Promise.all([
    countAnswers(trx, scope),
    // One indexed count per term (the GIN index answers each) rather than one pass that
    // would stem every answer in scope.
    Promise.all(terms.map((term) => countAnswers(trx, scope, spellings(term)))),
    lexemesInAnswers(
      trx,
      retrieved.map((passage) => passage.answerId),
      terms.flatMap(spellings),
    ),
  ]);
  const matchedTerms = new Map(
    [...lexemesByAnswer].map(([answerId, lexemes]) => [
      answerId,
      terms.filter((term) => spellings(term).some((spelling) => lexemes.includes(spelling))),
    ]),
  );
  return {
    terms,
    wordFor,
    documents,
    documentFrequency: new Map(terms.map((term, index) => [term, frequencies[index]!])),
    matchedTerms,
  };
}

/**
 * Answers in scope, or those containing `term` in their text or their expert's company
 * name ("What does Northbridge require?" is about Northbridge's expert). Two counts,
 * each answered by an index-friendly match, summed: a term in both is counted twice,
 * which only makes it look a little more common.
 */
async function countAnswers(
  trx: Knex,
  scope: AnswerScope,
  spellings?: readonly string[],
): Promise<number> {
  const count = async (document?: string) => {
    const query = scopedAnswers(trx, scope).clearSelect().count({ count: '*' });
    if (document && spellings) {
      query.whereRaw(`${document} @@ ?::tsquery`, [anyLexemeQuery(spellings)]);
    }
    const [row] = (await query) as { count: number | string }[];
    return Number(row?.count ?? 0);
  };
  if (!spellings) return count();
  const [inText, inCompany] = await Promise.all([count(ANSWER_DOCUMENT), count(COMPANY_DOCUMENT)]);
  return inText + inCompany;
}

const COMPANY_DOCUMENT = "to_tsvector('english', i.company)";

/** For each answer, which of `lexemes` it (or its expert's company name) contains. */
async function lexemesInAnswers(
  trx: Knex,
  answerIds: readonly string[],
  lexemes: readonly string[],
): Promise<Map<string, string[]>> {
  if (answerIds.length === 0 || lexemes.length === 0) return new Map();
  const rows = (await trx('answers as a')
    .join('interviews as i', 'i.id', 'a.interview_id')
    .whereIn('a.id', [...answerIds])
    .select('a.id')
    .select(
      trx.raw(
        `array(select unnest(tsvector_to_array(${ANSWER_DOCUMENT} || ${COMPANY_DOCUMENT}))
               intersect select unnest(?::text[])) as terms`,
        [[...lexemes]],
      ),
    )) as { id: string; terms: string[] }[];
  return new Map(rows.map((row) => [row.id, row.terms]));
}
