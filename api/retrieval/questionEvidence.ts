import type { Knex } from 'knex';
import { ANSWER_DOCUMENT } from './answerScope';
import type { QuestionTerms } from './questionTerms';
import { termFrequencies } from './termFrequencies';
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

/**
 * `retrieved` may still be running: the counts over the whole scope do not need it, so
 * they go side by side with the ranking rather than after it.
 */
export async function questionEvidence(
  trx: Knex,
  scope: AnswerScope,
  { terms, wordFor, spellings: spellingsOf }: QuestionTerms,
  retrieved: PromiseLike<readonly AnswerPassage[]> | readonly AnswerPassage[],
): Promise<QuestionEvidence> {
  // A term counts as present wherever it or one of its synonyms is.
  const spellings = (term: string) => spellingsOf.get(term) ?? [term];
  const [{ documents, frequencies }, lexemesByAnswer] = await Promise.all([
    termFrequencies(trx, scope, terms.map(spellings)),
    Promise.resolve(retrieved).then((passages) =>
      lexemesInAnswers(
        trx,
        passages.map((passage) => passage.answerId),
        terms.flatMap(spellings),
      ),
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
