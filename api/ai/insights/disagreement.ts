import { type Sentence, sentimentScore } from '../../text/sentences';
import type { TopicDisagreement } from '../provider';
import { subjectLabel } from './consensus';
import type { Subject } from './subjects';

/** A stance this far from neutral takes a side. */
const SIDE = 0.15;
/**
 * Words that dispute or play down a claim; wink-nlp's lexicon reads "I disagree with
 * colleagues who call ESG pricing a growth engine" as positive ("growth").
 */
const SCEPTICAL =
  /\b(?:(?:I|we) (?:strongly )?disagree|not convinced|would not (?:claim|overstate)|overstate|too small|no lift|doubt|sceptical|skeptical|premature|mostly a story|not (?:yet|there)|hard to (?:isolate|prove|show))\b/i;
const SCEPTICAL_WEIGHT = 0.5;

/**
 * Negative words alone mostly describe the subject ("high-emitting sectors"), not a view
 * of it: a sceptical side needs words that dispute, or sentiment this low.
 */
const PLAINLY_NEGATIVE = -0.4;

export interface Stance {
  answerId: string;
  interviewId: string;
  score: number;
  /** Says outright that it disputes or plays down something. */
  disputes: boolean;
}

/** An expert's stance on a subject: the sentiment of their sentences naming it. */
export function stanceOf(sentences: readonly Sentence[]): { score: number; disputes: boolean } {
  if (sentences.length === 0) return { score: 0, disputes: false };
  const disputes = sentences.some((sentence) => SCEPTICAL.test(sentence.text));
  const total = sentences.reduce(
    (sum, sentence) =>
      sum + sentimentScore(sentence.text) - (SCEPTICAL.test(sentence.text) ? SCEPTICAL_WEIGHT : 0),
    0,
  );
  return { score: total / sentences.length, disputes };
}

function isSceptical(stance: Stance): boolean {
  return stance.score <= -SIDE && (stance.disputes || stance.score <= PLAINLY_NEGATIVE);
}

/**
 * Where the answers diverge: a subject at least two experts name, some favourably and
 * some sceptically (sentiment of the sentences naming it; a sceptical side must dispute
 * the point in words, or be plainly negative). The subject with the most experts on both sides wins; null
 * when every shared subject is seen one way.
 */
export function findDisagreement(subjects: readonly Subject[]): TopicDisagreement | null {
  let best: { subject: string; favour: Stance[]; against: Stance[]; weight: number } | undefined;
  for (const subject of subjects) {
    if (subject.experts.size < 2) continue;
    const stances = stancesOn(subject);
    const favour = stances.filter((stance) => stance.score >= SIDE);
    const against = stances.filter(isSceptical);
    if (favour.length === 0 || against.length === 0) continue;
    const weight = Math.min(favour.length, against.length) + 0.1 * (favour.length + against.length);
    if (!best || weight > best.weight) {
      best = { subject: subjectLabel(subject), favour, against, weight };
    }
  }
  if (!best) return null;
  return {
    subject: best.subject,
    sides: [
      { position: 'positive', answerIds: best.favour.map((stance) => stance.answerId) },
      { position: 'sceptical', answerIds: best.against.map((stance) => stance.answerId) },
    ],
  };
}

/** One stance per expert: their sentences naming the subject. */
function stancesOn(subject: Subject): Stance[] {
  const byExpert = new Map<string, { answerId: string; sentences: Sentence[] }>();
  for (const { passage, sentence } of subject.examples) {
    const entry = byExpert.get(passage.interviewId) ?? {
      answerId: passage.answerId,
      sentences: [],
    };
    entry.sentences.push(sentence);
    byExpert.set(passage.interviewId, entry);
  }
  return [...byExpert.entries()].map(([interviewId, entry]) => ({
    interviewId,
    answerId: entry.answerId,
    ...stanceOf(entry.sentences),
  }));
}
