import { companiesOf } from '../../retrieval/passageFacts';
import { QUESTION_FRAMING_WORDS } from '../../retrieval/questionTerms';
import type { AnswerPassage } from '../../retrieval/types';
import { isNoun, labelForm, nounPhrases } from '../../text/phrases';
import { contentTerms, splitSentences, type Word } from '../../text/sentences';

/**
 * Topics for a dashboard: the subjects the interview questions name ("ESG integration",
 * "market volatility"), counted by the answers about them. Key phrases of the answers
 * alone are the wrong tool here: across a client's answers they are generic nouns
 * ("year", "percent", "banks"), because experts rarely repeat the question's words.
 *
 * An answer is about a topic when every content word of the topic (stemmed) appears in
 * the answer or in the base question it answers. The dashboard's topic filter uses
 * the same rule, so filtering on a topic's label selects exactly its answers.
 */

/** What the topic rule reads of one answer: its stems and the base question it answers. */
export interface TopicAnswer
  extends Pick<AnswerPassage, 'answerId' | 'company' | 'baseQuestionText'> {
  /** The answer's content stems (repeats allowed). */
  terms: readonly string[];
}

export interface DiscussedTopic<A extends TopicAnswer = TopicAnswer> {
  label: string;
  stems: string[];
  answers: A[];
  companies: string[];
}

const MAX_TOPIC_WORDS = 3;
/** A topic whose answers are mostly another's, sharing a word with it, adds nothing. */
const REDUNDANT_SHARE = 0.8;
/** Words that frame a question or date it rather than name a subject. */
const GENERIC = new Set(
  contentTerms(
    [
      ...QUESTION_FRAMING_WORDS,
      ...['today', 'now', 'current', 'recent', 'next', 'last', 'future'],
      ...['year', 'years', 'month', 'week', 'day', 'time'],
    ].join(' '),
  ),
);

/** The stems a topic is matched by; none for a topic of stop words only. */
export function topicStems(topic: string): string[] {
  return [...new Set(contentTerms(topic))];
}

/** Whether every stem appears in one of the term sets (an answer's, its question's). */
export function isAbout(
  stems: readonly string[],
  ...termSets: readonly ReadonlySet<string>[]
): boolean {
  return stems.length > 0 && termSets.some((terms) => stems.every((stem) => terms.has(stem)));
}

/** The content stems of question texts, each text read once. */
export class QuestionTerms {
  private readonly cache = new Map<string, ReadonlySet<string>>();

  of(questionText: string): ReadonlySet<string> {
    let terms = this.cache.get(questionText);
    if (!terms) {
      terms = new Set(contentTerms(questionText));
      this.cache.set(questionText, terms);
    }
    return terms;
  }
}

/** A candidate topic: a subject some question names, with the stems that match it. */
export interface TopicCandidate {
  label: string;
  stems: string[];
}

/** A candidate with what was counted of it, however it was counted. */
export interface CountedCandidate extends TopicCandidate {
  answers: number;
  companies: string[];
}

/**
 * The `limit` topics with the most answers about them, most first; ties go to the longer.
 * Answers are given in reading order: the first question to name a topic labels it.
 * Counts in memory; the dashboard counts the same rule in SQL (api/commands/dashboardTopics.ts).
 */
export function discussedTopics<A extends TopicAnswer>(
  answers: readonly A[],
  limit: number,
  questionTerms = new QuestionTerms(),
): DiscussedTopic<A>[] {
  const questions = [...new Set(answers.map((answer) => answer.baseQuestionText))];
  const candidates = candidateTopics(questions);
  const vocabulary = new Set(candidates.flatMap((candidate) => candidate.stems));
  const index = new TermIndex(answers, questionTerms, vocabulary);
  const counted = candidates.map((candidate) => {
    const about = index.about(candidate.stems);
    return { ...candidate, about, answers: about.length, companies: companiesOf(about) };
  });
  const chosen = rankTopics(counted, limit, (topic, better) => {
    const betterIds = new Set(better.about.map((answer) => answer.answerId));
    return topic.about.filter((answer) => betterIds.has(answer.answerId)).length;
  });
  return chosen.map(({ about, ...topic }) => ({ ...topic, answers: about }));
}

/**
 * The `limit` counted candidates with the most answers, most first (ties go to the
 * longer, then by label), skipping one whose answers are mostly a better topic's that
 * shares a word with it. `shared(topic, better)` counts the answers about both.
 */
export function rankTopics<C extends CountedCandidate>(
  counted: readonly C[],
  limit: number,
  shared: (topic: C, better: C) => number,
): C[] {
  const ranked = counted
    .filter((topic) => topic.answers > 0)
    .sort(
      (a, b) =>
        b.answers - a.answers || b.stems.length - a.stems.length || a.label.localeCompare(b.label),
    );
  const chosen: C[] = [];
  for (const topic of ranked) {
    if (chosen.length >= limit) break;
    const isRedundant = (better: C) =>
      topic.stems.some((stem) => better.stems.includes(stem)) &&
      shared(topic, better) >= REDUNDANT_SHARE * topic.answers;
    if (chosen.some(isRedundant)) continue;
    chosen.push(topic);
  }
  return chosen;
}

/**
 * The answers about a set of stems, found through each stem's list of answers rather
 * than by testing every answer against every candidate topic: at 50,000 answers and a
 * hundred candidates the tests alone took seconds. Same rule as isAbout.
 */
class TermIndex<A extends TopicAnswer> {
  /** For each stem of `vocabulary`, the positions of the answers whose text uses it, ascending. */
  private readonly byTerm = new Map<string, number[]>();
  /** For each base question, the positions of its answers, ascending. */
  private readonly byQuestion = new Map<string, number[]>();

  constructor(
    private readonly answers: readonly A[],
    private readonly questionTerms: QuestionTerms,
    /** The only stems asked about: the candidate topics' (an answer has a few dozen others). */
    vocabulary: ReadonlySet<string>,
  ) {
    answers.forEach((answer, position) => {
      for (const term of answer.terms) {
        if (vocabulary.has(term)) push(this.byTerm, term, position);
      }
      push(this.byQuestion, answer.baseQuestionText, position);
    });
  }

  /** The answers using every stem, or answering a question that does, in reading order. */
  about(stems: readonly string[]): A[] {
    if (stems.length === 0) return [];
    const positions = new Set<number>();
    const lists = stems.map((stem) => this.byTerm.get(stem) ?? []);
    const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
    const otherSets = others.map((list) => new Set(list));
    for (const position of shortest!) {
      if (otherSets.every((set) => set.has(position))) positions.add(position);
    }
    for (const [question, answered] of this.byQuestion) {
      if (!isAbout(stems, this.questionTerms.of(question))) continue;
      for (const position of answered) positions.add(position);
    }
    return [...positions].sort((a, b) => a - b).map((position) => this.answers[position]!);
  }
}

/** Appends a position once: positions arrive in order, so a repeat is the last one. */
function push<K>(map: Map<K, number[]>, key: K, value: number) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

/**
 * Noun phrases of the questions that name a subject: not "your firm", without framing
 * or time words, at most three words; plus their two-word parts ("climate stress
 * tests" also offers "stress tests"). A single word qualifies only as an acronym ("AI").
 */
export function candidateTopics(questionTexts: readonly string[]): TopicCandidate[] {
  const candidates = new Map<string, TopicCandidate>();
  for (const text of questionTexts) {
    for (const sentence of splitSentences(text)) {
      for (const phrase of nounPhrases(sentence)) {
        if (phrase.owned) continue;
        const words = trimGeneric(phrase.words).slice(-MAX_TOPIC_WORDS);
        const spans = [words];
        for (let i = 0; i + 1 < words.length; i++) {
          if (isNoun(words[i + 1]!)) spans.push(words.slice(i, i + 2));
        }
        for (const span of spans) {
          if (span.length === 0 || (span.length === 1 && !isAcronym(span[0]!))) continue;
          if (span.some((word) => GENERIC.has(word.stem))) continue;
          const stems = span.map((word) => word.stem);
          const key = stems.join(' ');
          if (candidates.has(key)) continue;
          const label = span.map((word) => labelForm(word, sentence)).join(' ');
          candidates.set(key, { label: label.charAt(0).toUpperCase() + label.slice(1), stems });
        }
      }
    }
  }
  return [...candidates.values()];
}

/** Drops framing and time words at either end, and anything after the last noun. */
function trimGeneric(words: readonly Word[]): Word[] {
  let start = 0;
  let end = words.length;
  while (start < end && GENERIC.has(words[start]!.stem)) start++;
  while (end > start && (GENERIC.has(words[end - 1]!.stem) || !isNoun(words[end - 1]!))) end--;
  return words.slice(start, end);
}

function isAcronym(word: Word): boolean {
  return word.raw.length > 1 && word.raw === word.raw.toUpperCase() && /\p{L}/u.test(word.raw);
}
