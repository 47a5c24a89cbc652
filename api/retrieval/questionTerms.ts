import type { Knex } from 'knex';
import { termAlternatives, wordsForTerms } from './termAlternatives';

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
 * A question as retrieval and the coverage judgement read it, derived once per request:
 * both search for exactly these lexemes, so what counts as "mentioned" is what matched.
 */
export interface QuestionTerms {
  question: string;
  /** The subject lexemes (framing words such as "experts" left out), sorted. */
  terms: readonly string[];
  /** A word of the question for each lexeme, to name it to a person. */
  wordFor: ReadonlyMap<string, string>;
  /** For each subject term: itself, then its synonyms' lexemes (api/text/synonyms.ts). */
  spellings: ReadonlyMap<string, readonly string[]>;
  /** Every lexeme a search looks for: the terms and all their synonyms. */
  lexemes: readonly string[];
}

export async function questionTerms(trx: Knex, question: string): Promise<QuestionTerms> {
  const [terms, wordFor] = await Promise.all([
    questionLexemes(trx, question),
    wordsForTerms(trx, question),
  ]);
  const alternatives = await termAlternatives(trx, question, wordFor);
  const spellings = new Map(terms.map((term) => [term, [term, ...(alternatives.get(term) ?? [])]]));
  // Synonyms of every question word join the search, a dropped framing word's included.
  const lexemes = [...new Set([...terms, ...[...alternatives.values()].flat()])];
  return { question, terms, wordFor, spellings, lexemes };
}

/** A caller's question, analysed unless it already is. */
export function analysed(trx: Knex, question: string | QuestionTerms): Promise<QuestionTerms> {
  return typeof question === 'string' ? questionTerms(trx, question) : Promise.resolve(question);
}
