import type { AnalysedPassage } from '../ai/passages';
import { companiesOf } from '../retrieval/passageFacts';
import type { AnswerPassage } from '../retrieval/types';
import { isNoun, labelForm, nounPhrases } from './phrases';
import type { Sentence, Word } from './sentences';

export interface KeyPhrase {
  /** The phrase as experts most often wrote it. */
  label: string;
  /** Stems, space-separated: the identity of the phrase. */
  key: string;
  words: number;
  answers: AnswerPassage[];
  companies: string[];
  occurrences: number;
  /** The first sentence of each answer that uses the phrase, verbatim. */
  examples: { passage: AnswerPassage; sentence: Sentence }[];
  score: number;
}

export interface KeyPhraseOptions {
  limit: number;
  /** Stems not worth reporting on their own (e.g. the words of the question asked). */
  exclude?: ReadonlySet<string>;
}

/**
 * Key phrases by keyword statistics: every noun and every adjacent pair inside a noun
 * phrase ("data quality", "climate risk") is a candidate, scored by how many answers
 * use it (pairs weigh 1.5, being more specific). With three or more answers a phrase
 * must appear in at least two. A phrase is dropped when a better one already covers
 * the same answers with an overlapping word ("data" under "data quality").
 */
export function keyPhrases(
  analysed: readonly AnalysedPassage[],
  options: KeyPhraseOptions,
): KeyPhrase[] {
  const exclude = options.exclude ?? new Set<string>();
  const tallies = new Map<string, Tally>();
  for (const { passage, sentences } of analysed) {
    for (const sentence of sentences) {
      for (const phrase of phrasesIn(sentence)) {
        if (phrase.every((word) => exclude.has(word.stem))) continue;
        tally(tallies, phrase, passage, sentence);
      }
    }
  }
  const minAnswers = analysed.length >= 3 ? 2 : 1;
  const ranked = [...tallies.values()]
    .filter((t) => t.answers.size >= minAnswers)
    .map(toKeyPhrase)
    .sort(
      (a, b) =>
        b.score - a.score || b.occurrences - a.occurrences || a.label.localeCompare(b.label),
    );
  const chosen: KeyPhrase[] = [];
  for (const phrase of ranked) {
    if (chosen.length >= options.limit) break;
    if (chosen.some((better) => covers(better, phrase))) continue;
    chosen.push(phrase);
  }
  return chosen;
}

interface Tally {
  key: string;
  words: number;
  answers: Map<string, AnswerPassage>;
  examples: Map<string, { passage: AnswerPassage; sentence: Sentence }>;
  occurrences: number;
  surfaces: Map<string, number>;
}

function tally(
  tallies: Map<string, Tally>,
  phrase: Word[],
  passage: AnswerPassage,
  sentence: Sentence,
) {
  const key = phrase.map((word) => word.stem).join(' ');
  let entry = tallies.get(key);
  if (!entry) {
    entry = {
      key,
      words: phrase.length,
      answers: new Map(),
      examples: new Map(),
      occurrences: 0,
      surfaces: new Map(),
    };
    tallies.set(key, entry);
  }
  entry.occurrences++;
  entry.answers.set(passage.answerId, passage);
  if (!entry.examples.has(passage.answerId))
    entry.examples.set(passage.answerId, { passage, sentence });
  const surface = phrase.map((word) => labelForm(word, sentence)).join(' ');
  entry.surfaces.set(surface, (entry.surfaces.get(surface) ?? 0) + 1);
}

function toKeyPhrase(entry: Tally): KeyPhrase {
  const answers = [...entry.answers.values()];
  const label = [...entry.surfaces.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )[0]![0];
  return {
    label,
    key: entry.key,
    words: entry.words,
    answers,
    companies: companiesOf(answers),
    occurrences: entry.occurrences,
    examples: [...entry.examples.values()],
    score: answers.length * (entry.words > 1 ? 1.5 : 1),
  };
}

/** Inside each noun phrase: every noun, and every adjacent pair ending in a noun. */
function phrasesIn(sentence: Sentence): Word[][] {
  return nounPhrases(sentence).flatMap(({ words }) =>
    words.flatMap((word, index) => {
      const candidates: Word[][] = isNoun(word) ? [[word]] : [];
      const next = words[index + 1];
      if (next && isNoun(next) && next.stem !== word.stem) candidates.push([word, next]);
      return candidates;
    }),
  );
}

function covers(better: KeyPhrase, phrase: KeyPhrase): boolean {
  const betterStems = new Set(better.key.split(' '));
  const overlaps = phrase.key.split(' ').some((stem) => betterStems.has(stem));
  const betterAnswers = new Set(better.answers.map((answer) => answer.answerId));
  return overlaps && phrase.answers.every((answer) => betterAnswers.has(answer.answerId));
}
