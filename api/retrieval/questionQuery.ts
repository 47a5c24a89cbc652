import type { Knex } from 'knex';
import { rankedAnswers } from './fullTextSearch';
import { lexemesWithAlternatives } from './termAlternatives';
import { anyLexemeQuery } from './tsquery';
import type { AnswerScope, RankedPassage } from './types';

/**
 * Words that frame a question about interviews rather than name its subject ("what do
 * experts think about X", "what are the main risks"). They are dropped from retrieval unless nothing else is left,
 * otherwise every answer containing "I think" would look relevant.
 */
export const QUESTION_FRAMING_WORDS = [
  'expert',
  'experts',
  'interview',
  'interviews',
  'interviewee',
  'answer',
  'answers',
  'respondent',
  'respondents',
  'say',
  'says',
  'said',
  'saying',
  'think',
  'thinks',
  'thought',
  'believe',
  'feel',
  'view',
  'views',
  'opinion',
  'opinions',
  'mention',
  'mentioned',
  'mentions',
  'discuss',
  'discussed',
  'tell',
  'told',
  // How a question asks about its subject ("how do banks deal with X", "handle X").
  'deal',
  'deals',
  'dealing',
  'handle',
  'handles',
  'handling',
  'cope',
  'coping',
  'tackle',
  'tackling',
  'approach',
  'approaching',
  'see',
  'expect',
  'expects',
  'describe',
  'people',
  'firm',
  'firms',
  'company',
  'companies',
  'main',
  'major',
  'biggest',
  'top',
  'key',
  'common',
] as const;

/** The question's stemmed subject terms (Postgres's English stemmer, as the index uses). */
export async function questionLexemes(trx: Knex, question: string): Promise<string[]> {
  const result = await trx.raw(
    `select lexeme from unnest(to_tsvector('english', ?)) as t(lexeme)
     except select lexeme from unnest(to_tsvector('english', ?)) as f(lexeme)`,
    [question, QUESTION_FRAMING_WORDS.join(' ')],
  );
  const subject = (result.rows as { lexeme: string }[]).map((row) => row.lexeme).sort();
  if (subject.length > 0) return subject;
  const all = await trx.raw("select lexeme from unnest(to_tsvector('english', ?)) as t(lexeme)", [
    question,
  ]);
  return (all.rows as { lexeme: string }[]).map((row) => row.lexeme).sort();
}

/**
 * Answers that mention any subject term of a natural-language question, those that
 * mention more of them (and more often) first. Unlike a search box, a question's words
 * are alternatives: "How do banks use ESG scores?" should find an answer about ESG
 * scores even if it never says "bank".
 */
export async function answersForQuestion(
  trx: Knex,
  scope: AnswerScope,
  question: string,
  limit = 40,
): Promise<RankedPassage[]> {
  const subject = await questionLexemes(trx, question);
  if (subject.length === 0) return [];
  // "suppliers" also finds answers that say "vendors" (api/text/synonyms.ts).
  const lexemes = await lexemesWithAlternatives(trx, question, subject);
  return rankedAnswers(
    trx,
    scope,
    { sql: '?::tsquery', bindings: [anyLexemeQuery(lexemes)] },
    limit,
    lexemes,
  );
}
