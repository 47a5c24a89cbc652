import { companiesOf } from '../../retrieval/passageFacts';
import { QUESTION_FRAMING_WORDS } from '../../retrieval/questionTerms';
import type { AnswerPassage } from '../../retrieval/types';
import { isNoun, labelForm, nounPhrases } from '../../text/phrases';
import { contentTerms, splitSentences, type Word } from '../../text/sentences';
import type { AnalysedPassage } from '../passages';

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

export interface DiscussedTopic {
  label: string;
  stems: string[];
  answers: AnswerPassage[];
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

/** The `limit` topics with the most answers about them, most first; ties go to the longer. */
export function discussedTopics(
  analysed: readonly AnalysedPassage[],
  limit: number,
  questionTerms = new QuestionTerms(),
): DiscussedTopic[] {
  const answerTerms = analysed.map((answer) => ({
    passage: answer.passage,
    terms: new Set(answer.terms),
    questionTerms: questionTerms.of(answer.passage.baseQuestionText),
  }));
  const questions = [...new Set(analysed.map((answer) => answer.passage.baseQuestionText))];
  const ranked = candidateTopics(questions)
    .map((candidate) => ({
      ...candidate,
      answers: answerTerms
        .filter((answer) => isAbout(candidate.stems, answer.terms, answer.questionTerms))
        .map((answer) => answer.passage),
    }))
    .filter((topic) => topic.answers.length > 0)
    .sort(
      (a, b) =>
        b.answers.length - a.answers.length ||
        b.stems.length - a.stems.length ||
        a.label.localeCompare(b.label),
    );
  const chosen: DiscussedTopic[] = [];
  for (const topic of ranked) {
    if (chosen.length >= limit) break;
    if (chosen.some((better) => isRedundant(topic, better))) continue;
    chosen.push({ ...topic, companies: companiesOf(topic.answers) });
  }
  return chosen;
}

/**
 * Noun phrases of the questions that name a subject: not "your firm", without framing
 * or time words, at most three words; plus their two-word parts ("climate stress
 * tests" also offers "stress tests"). A single word qualifies only as an acronym ("AI").
 */
function candidateTopics(questionTexts: readonly string[]): { label: string; stems: string[] }[] {
  const candidates = new Map<string, { label: string; stems: string[] }>();
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

interface CountedTopic {
  stems: readonly string[];
  answers: readonly AnswerPassage[];
}

function isRedundant(topic: CountedTopic, better: CountedTopic): boolean {
  if (!topic.stems.some((stem) => better.stems.includes(stem))) return false;
  const betterIds = new Set(better.answers.map((answer) => answer.answerId));
  const shared = topic.answers.filter((answer) => betterIds.has(answer.answerId)).length;
  return shared >= REDUNDANT_SHARE * topic.answers.length;
}
