import type { AnalysedPassage } from '../ai/passages';
import { companiesOf, interviewsOf } from '../retrieval/passageFacts';
import type { AnswerPassage } from '../retrieval/types';
import { compoundNounPhrases, isFigure, type Unit, unitLabel } from './compounds';
import { conceptTokens } from './concepts';
import type { Sentence } from './sentences';

export interface KeyPhrase {
  /** The phrase as experts most often wrote it. */
  label: string;
  /** Its concepts, sorted and space-separated: the identity of the phrase. */
  key: string;
  /** How many concepts it has: 1 for a lone word. */
  words: number;
  answers: AnswerPassage[];
  /** Distinct interviews (one expert each) behind it. */
  experts: number;
  companies: string[];
  occurrences: number;
  /** The first sentence of each answer that uses the phrase, verbatim. */
  examples: { passage: AnswerPassage; sentence: Sentence }[];
  score: number;
}

export interface KeyPhraseOptions {
  limit: number;
  /** Concepts (api/text/concepts.ts) not worth reporting on their own: the question's words. */
  exclude?: ReadonlySet<string>;
}

/** Longest key phrase, in words: longer runs are sentences more than subjects. */
const MAX_UNITS = 4;

/**
 * Nouns that never name a theme on their own or as a phrase's head: quantities, time
 * and filler that every answer uses ("last year", "5 percent", "a lot of things").
 */
const GENERIC_HEADS = new Set([
  'bit',
  'case',
  'day',
  'deal',
  'example',
  'fact',
  'figure',
  'kind',
  'level',
  'lot',
  'month',
  'number',
  'part',
  'percent',
  'point',
  'quarter',
  'side',
  'sort',
  'term',
  'thing',
  'time',
  'view',
  'way',
  'week',
  'year',
]);

/**
 * Key phrases: noun phrases with their modifiers ("third-party ESG ratings", "Scope 3
 * estimates"), and their shorter endings ("ESG ratings"), identified by their
 * concepts so singular and plural, word order and synonyms count as one. Scored by
 * how many answers and experts use a phrase, weighted by how specific it is (more
 * concepts; a phrase made only of the question's words never counts, and a phrase
 * whose concepts extend a better one's ("third-party ESG ratings" under "ESG ratings")
 * merges into it. See `select` for the order.
 */
export function keyPhrases(
  analysed: readonly AnalysedPassage[],
  options: KeyPhraseOptions,
): KeyPhrase[] {
  const exclude = options.exclude ?? new Set<string>();
  const tallies = new Map<string, Tally>();
  for (const { passage, sentences } of analysed) {
    for (const sentence of sentences) {
      for (const phrase of compoundNounPhrases(sentence)) {
        for (const candidate of endings(withoutGenericHead(phrase))) {
          const concepts = [
            ...new Set(
              conceptTokens(candidate.flatMap((unit) => unit.words)).map((token) => token.concept),
            ),
          ];
          if (concepts.length === 0 || concepts.every((concept) => exclude.has(concept))) continue;
          tally(tallies, concepts, unitLabel(candidate, sentence), passage, sentence);
        }
      }
    }
  }
  const minAnswers = analysed.length >= 3 ? 2 : 1;
  return select([...tallies.values()], minAnswers)
    .map(toKeyPhrase)
    .slice(0, options.limit);
}

/**
 * In order: phrases several answers use, best first, each absorbing the phrases that
 * extend it; then, when too few recur, phrases of one answer whose head is a subject
 * many answers raise ("Scope 3 emissions" when emissions come up often), one per
 * head. Lone words only when no phrase qualifies at all: a list of words ("clients",
 * "risk") says nothing a reader can act on.
 */
function select(tallies: readonly Tally[], minAnswers: number): Tally[] {
  const phrases = tallies.filter((entry) => entry.concepts.length > 1);
  const byScore = (a: Tally, b: Tally) => scoreOf(b) - scoreOf(a) || b.occurrences - a.occurrences;
  const recurring: Tally[] = [];
  for (const entry of phrases.filter((e) => e.answers.size >= minAnswers).sort(byScore)) {
    const into = recurring.find((better) => extends_(entry, better) || extends_(better, entry));
    if (into) merge(into, entry);
    else if (!recurring.some((better) => covers(better, entry))) recurring.push(entry);
  }
  const support = conceptSupport(tallies);
  const headSupport = (entry: Tally) => support.get(entry.concepts.at(-1)!) ?? 0;
  const single: Tally[] = [];
  const rare = phrases
    .filter((entry) => entry.answers.size < minAnswers)
    .sort((a, b) => headSupport(b) - headSupport(a) || b.concepts.length - a.concepts.length);
  for (const entry of rare) {
    const into = recurring.find((better) => extends_(entry, better));
    if (into) merge(into, entry);
    else if (
      headSupport(entry) >= minAnswers &&
      ![...recurring, ...single].some(
        (chosen) => covers(chosen, entry) || chosen.concepts.at(-1) === entry.concepts.at(-1),
      )
    ) {
      single.push(entry);
    }
  }
  const chosen = [...recurring.sort(byScore), ...single];
  if (chosen.length > 0) return chosen;
  return tallies
    .filter((entry) => entry.concepts.length === 1 && entry.answers.size >= minAnswers)
    .sort(byScore);
}

/** How many answers use each concept in a noun phrase. */
function conceptSupport(tallies: readonly Tally[]): Map<string, number> {
  const answers = new Map<string, Set<string>>();
  for (const entry of tallies) {
    for (const concept of entry.concepts) {
      const set = answers.get(concept) ?? new Set<string>();
      for (const id of entry.answers.keys()) set.add(id);
      answers.set(concept, set);
    }
  }
  return new Map([...answers].map(([concept, ids]) => [concept, ids.size]));
}

interface Tally {
  concepts: string[];
  answers: Map<string, AnswerPassage>;
  examples: Map<string, { passage: AnswerPassage; sentence: Sentence }>;
  occurrences: number;
  surfaces: Map<string, number>;
}

/** "financed-emissions figures" → "financed-emissions": the figures are not the subject. */
function withoutGenericHead(phrase: readonly Unit[]): Unit[] {
  const trimmed = [...phrase];
  while (trimmed.length > 0 && GENERIC_HEADS.has(trimmed.at(-1)!.words.at(-1)!.lemma))
    trimmed.pop();
  return trimmed;
}

/** "credit risk assessment" → "assessment", "risk assessment", "credit risk assessment". */
function endings(phrase: readonly Unit[]): Unit[][] {
  const result: Unit[][] = [];
  for (let length = 1; length <= Math.min(MAX_UNITS, phrase.length); length++) {
    const ending = phrase.slice(phrase.length - length);
    // "3 estimates" is a fragment of "Scope 3 estimates", not a phrase.
    if (!isFigure(ending[0]!)) result.push(ending);
  }
  return result;
}

function tally(
  tallies: Map<string, Tally>,
  concepts: string[],
  surface: string,
  passage: AnswerPassage,
  sentence: Sentence,
) {
  const key = [...concepts].sort().join(' ');
  let entry = tallies.get(key);
  if (!entry) {
    entry = {
      concepts,
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
  entry.surfaces.set(surface, (entry.surfaces.get(surface) ?? 0) + 1);
}

/** More concepts, more specific: a two-word phrase outweighs a lone word used as often. */
function specificity(concepts: number): number {
  return Math.min(1 + 0.5 * (concepts - 1), 2);
}

/** Answers and experts weigh alike: one talkative expert is not a trend. */
function scoreOf(entry: Tally): number {
  const experts = new Set([...entry.answers.values()].map((passage) => passage.interviewId)).size;
  return ((entry.answers.size + experts) / 2) * specificity(entry.concepts.length);
}

/** `longer` says what `shorter` (a phrase, not a lone word) says, and more. */
function extends_(longer: Tally, shorter: Tally): boolean {
  return (
    shorter.concepts.length > 1 &&
    longer.concepts.length > shorter.concepts.length &&
    shorter.concepts.every((concept) => longer.concepts.includes(concept))
  );
}

function merge(into: Tally, other: Tally) {
  for (const [id, passage] of other.answers) into.answers.set(id, passage);
  for (const [id, example] of other.examples) {
    if (!into.examples.has(id)) into.examples.set(id, example);
  }
  into.occurrences += other.occurrences;
}

/** A better phrase sharing a concept already stands for every answer of this one. */
function covers(better: Tally, entry: Tally): boolean {
  const overlaps = entry.concepts.some((concept) => better.concepts.includes(concept));
  return overlaps && [...entry.answers.keys()].every((id) => better.answers.has(id));
}

function toKeyPhrase(entry: Tally): KeyPhrase {
  const answers = [...entry.answers.values()];
  const label = [...entry.surfaces.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]),
  )[0]![0];
  return {
    label,
    key: [...entry.concepts].sort().join(' '),
    words: entry.concepts.length,
    answers,
    experts: interviewsOf(answers).length,
    companies: companiesOf(answers),
    occurrences: entry.occurrences,
    examples: oneExpertFirst([...entry.examples.values()]),
    score: scoreOf(entry),
  };
}

/** Examples from distinct experts first, so three quotes are three voices when they can be. */
function oneExpertFirst<T extends { passage: AnswerPassage }>(examples: readonly T[]): T[] {
  const seen = new Set<string>();
  const first: T[] = [];
  const rest: T[] = [];
  for (const example of examples) {
    if (seen.has(example.passage.interviewId)) rest.push(example);
    else {
      seen.add(example.passage.interviewId);
      first.push(example);
    }
  }
  return [...first, ...rest];
}
