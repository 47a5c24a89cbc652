import { textFeatures } from '../../quality/textFeatures';
import { extractFigures } from '../../text/figures';
import type { Sentence } from '../../text/sentences';

/**
 * How much a sentence tells a reader who was not in the interview: figures, named
 * things, concrete examples and plain claims score; hedging, vague quantities and
 * conversational filler cost. "Every corporate loan above $25 million now carries a
 * transition-risk score" scores high; "But most clients still ask about price first."
 * scores below zero.
 */
export function specificity(sentence: Sentence): number {
  const text = sentence.text;
  const features = textFeatures([sentence]);
  const figures = extractFigures(text).length;
  const names = new Set(features.names).size;
  let score = 0;
  score += Math.min(figures, 2) * WEIGHTS.figure;
  score += Math.min(names, 2) * WEIGHTS.name;
  if (EXAMPLE.test(text)) score += WEIGHTS.example;
  score += Math.min(sentence.terms.length, 10) * WEIGHTS.contentWord;
  score -= Math.min(countMatches(HEDGES, text), 2) * WEIGHTS.hedge;
  score -= Math.min(countMatches(VAGUE, text), 2) * WEIGHTS.vague;
  if (CONVERSATIONAL_OPENER.test(text)) score -= WEIGHTS.opener;
  if (DANGLING_OPENER.test(text)) score -= WEIGHTS.dangling;
  if (features.words < SHORT_WORDS) score -= WEIGHTS.short;
  if (text.trim().endsWith('?')) score -= WEIGHTS.question;
  return score;
}

/** Points per feature; figures and names weigh most, as the quality score does. */
const WEIGHTS = {
  figure: 1,
  name: 0.5,
  example: 0.5,
  contentWord: 0.1,
  hedge: 0.5,
  vague: 0.35,
  opener: 0.5,
  dangling: 0.3,
  short: 0.8,
  question: 1,
} as const;

/** Fewer words than this rarely stand on their own as a quote. */
const SHORT_WORDS = 10;

const EXAMPLE = /\b(?:for example|for instance|such as|e\.g\.|like (?:a|an|the)?\s?\w+)/i;
const HEDGES = [
  /\b(?:maybe|perhaps|probably|possibly|somewhat|arguably)\b/gi,
  /\bI (?:think|guess|suppose|believe|feel)\b/gi,
  /\b(?:sort|kind) of\b/gi,
  /\bit depends\b/gi,
  /\b(?:really|basically|honestly|just)\b/gi,
];
const VAGUE = [
  /\b(?:most|many|some|several|various|a lot|lots)\b/gi,
  /\b(?:things?|stuff|somehow|still)\b/gi,
  /\bmore of the same\b/gi,
];
/** Spoken connectives: the sentence leans on what came before it. */
const CONVERSATIONAL_OPENER =
  /^(?:but|and|so|well|yeah|yes|no|oh|honestly|frankly|mostly|look|anyway|again)\b/i;
/** "It", "That", "This": a pronoun whose subject is in another sentence. */
const DANGLING_OPENER = /^(?:it|that|this|those|these|they)\b/i;

function countMatches(patterns: readonly RegExp[], text: string): number {
  return patterns.reduce((sum, pattern) => sum + (text.match(pattern)?.length ?? 0), 0);
}
