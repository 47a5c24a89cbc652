import type { Knex } from 'knex';
import { rankedAnswers } from './fullTextSearch';
import { analysed, type QuestionTerms } from './questionTerms';
import { anyLexemeQuery } from './tsquery';
import type { AnswerScope, RankedPassage } from './types';

/**
 * Answers that mention any subject term of a natural-language question, those that
 * mention more of them (and more often) first. Unlike a search box, a question's words
 * are alternatives: "How do banks use ESG scores?" should find an answer about ESG
 * scores even if it never says "bank".
 */
export async function answersForQuestion(
  trx: Knex,
  scope: AnswerScope,
  question: string | QuestionTerms,
  limit = 40,
): Promise<RankedPassage[]> {
  const { terms, lexemes } = await analysed(trx, question);
  if (terms.length === 0) return [];
  return rankedAnswers(
    trx,
    scope,
    { sql: '?::tsquery', bindings: [anyLexemeQuery(lexemes)] },
    { limit },
    lexemes,
  );
}
