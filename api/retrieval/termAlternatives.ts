import type { Knex } from 'knex';
import { conceptOfWord, conceptSpellings } from '../text/concepts';
import { splitSentences } from '../text/sentences';

/**
 * Other words for a question's terms, as lexemes: the entries of the domain synonym
 * table (api/text/synonyms.ts) for each question word that is in it ("lenders" also
 * finds "lending" and "loans"; "suppliers" finds "vendors"). Keyed by the question
 * word's own lexeme; only single-word entries, since a lexeme cannot hold a phrase.
 */
export async function termAlternatives(
  trx: Knex,
  question: string,
  wordFor: ReadonlyMap<string, string>,
): Promise<Map<string, string[]>> {
  const words = splitSentences(question).flatMap((sentence) => sentence.words);
  const spellingsByTerm = new Map<string, readonly string[]>();
  for (const [term, raw] of wordFor) {
    const word = words.find((candidate) => candidate.raw === raw);
    const concept = word && conceptOfWord(word);
    if (word && concept?.startsWith('~')) {
      spellingsByTerm.set(term, conceptSpellings(concept, word));
    }
  }
  const spellings = [...new Set([...spellingsByTerm.values()].flat())].filter(
    (spelling) => !/\s/.test(spelling),
  );
  if (spellings.length === 0) return new Map();
  const result = await trx.raw(
    `select s.spelling, lexeme
       from unnest(?::text[]) as s(spelling)
       cross join lateral unnest(tsvector_to_array(to_tsvector('english', s.spelling))) as lexeme`,
    [spellings],
  );
  const lexemeOf = new Map(
    (result.rows as { spelling: string; lexeme: string }[]).map((row) => [
      row.spelling,
      row.lexeme,
    ]),
  );
  const alternatives = new Map<string, string[]>();
  for (const [term, group] of spellingsByTerm) {
    const others = group.flatMap((spelling) => {
      const lexeme = lexemeOf.get(spelling);
      return lexeme && lexeme !== term ? [lexeme] : [];
    });
    if (others.length > 0) alternatives.set(term, [...new Set(others)]);
  }
  return alternatives;
}

/** Each lexeme of the question with the first word of it that stems to it. */
export async function wordsForTerms(trx: Knex, question: string): Promise<Map<string, string>> {
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
