import { isNoun } from '../../text/phrases';
import { splitSentences, type Word } from '../../text/sentences';
import { type AnswerSignals, measureAnswer } from './answerSignals';
import { keyPhrases, type Phrase, phraseAfter, phraseNear, type Side } from './keyPhrase';
import type { FollowupAdvisor, FollowupDecision, FollowupKind, FollowupRequest } from './types';

/** Fewer content words than this and even a figure or a name cannot carry an answer. */
const MIN_CONTENT_WORDS = 5;
/** This many sentences, with enough words, make an answer detailed even without figures. */
const DETAILED_SENTENCES = 3;
const DETAILED_CONTENT_WORDS = 15;
/** A transcript has no sentences: this many content words are detail on their own. */
const DETAILED_RUN_ON_WORDS = 25;
/** An answer this long that tells a case ("for example", "last year") is concrete enough. */
const EXAMPLE_CONTENT_WORDS = 10;
/** A figure or a reason is about the phrase within this many words of its claim, or none. */
const MAX_CLAIM_DISTANCE = 4;

/**
 * The offline interviewer: rule-based and deterministic. It asks for what the answer
 * lacks, in the expert's own words: what a hedge depends on, a figure for a claim of
 * size or change, the reason behind a verdict, an example for a general statement, or
 * more of a short answer. An answer with figures, names or several sentences of
 * detail gets none. Only phrases the expert said are quoted, never a filler, a stop
 * word, a lone adjective or a repeated word; whether the text is a trustworthy
 * transcript at all is the decider's check, before this runs.
 */
export class LocalFollowupAdvisor implements FollowupAdvisor {
  readonly name = 'local';
  readonly instant = true;

  async decide(request: FollowupRequest): Promise<FollowupDecision> {
    return adviseFollowup(request.answerText);
  }
}

export function adviseFollowup(answerText: string): FollowupDecision {
  const sentences = splitSentences(answerText);
  const signals = measureAnswer(sentences);
  const choice = chooseKind(signals);
  if (!choice) {
    return { ask: false, reason: 'The answer is specific: it has figures, names or detail' };
  }
  const phrases = keyPhrases(sentences);
  const question = word(choice.kind, signals, phrases, choice.about);
  return { ask: true, kind: choice.kind, question, reason: choice.reason };
}

interface KindChoice {
  kind: FollowupKind;
  reason: string;
  /** The words of the claim the question is about, when it is about one claim. */
  about?: readonly Word[];
}

function chooseKind(signals: AnswerSignals): KindChoice | null {
  const specific = signals.figures + signals.names > 0;
  if (signals.contentWords < MIN_CONTENT_WORDS) {
    if (signals.dependsOn) return { kind: 'hedge', reason: 'The answer is short and conditional' };
    return {
      kind: specific && signals.figures > 0 ? 'reason' : 'elaborate',
      reason: 'The answer is short',
    };
  }
  // Hedging in at least half the sentences: one "probably" in a long answer is style.
  if (
    (signals.hedges > 0 && signals.hedges * 2 >= signals.sentences) ||
    unexplainedDepends(signals)
  ) {
    return { kind: 'hedge', reason: 'The answer is hedged' };
  }
  const detailed =
    (signals.sentences >= DETAILED_SENTENCES && signals.contentWords >= DETAILED_CONTENT_WORDS) ||
    signals.contentWords >= DETAILED_RUN_ON_WORDS;
  const hasCase = signals.examples > 0 && signals.contentWords >= EXAMPLE_CONTENT_WORDS;
  if (specific || detailed || hasCase) return null;
  if (signals.magnitudes.length > 0) {
    return {
      kind: 'figure',
      reason: 'The answer is vague: a claim of size or change with no figure',
      about: signals.magnitudes,
    };
  }
  if (signals.judgements.length > 0 && signals.reasons === 0) {
    return {
      kind: 'reason',
      reason: 'The answer is vague: a claim with no reason given',
      about: signals.judgements,
    };
  }
  return { kind: 'example', reason: 'The answer is vague: no figures, names or example' };
}

function unexplainedDepends(signals: AnswerSignals): boolean {
  return (
    signals.dependsOn && signals.reasons === 0 && signals.contentWords < DETAILED_CONTENT_WORDS
  );
}

/** The question, about the claim's own phrase when one is near it, else the answer's main phrase. */
function word(
  kind: FollowupKind,
  signals: AnswerSignals,
  phrases: readonly Phrase[],
  about: readonly Word[] | undefined,
): string {
  // A verdict's own words are no subject: "why do you say that about the biggest challenge".
  const subjects =
    kind === 'reason' && about
      ? phrases.filter((p) => !p.words.filter(isNoun).every((w) => about.includes(w)))
      : phrases;
  const near = about ? nearestSubject(kind, subjects, about) : undefined;
  const claimPhrase = near && near.distance <= MAX_CLAIM_DISTANCE ? near.phrase.text : undefined;
  const phrase = claimPhrase ?? phrases[0]?.text;
  switch (kind) {
    case 'figure':
      return phrase
        ? `Could you put a figure on ${phrase} — roughly how much, or how fast? A range is fine.`
        : 'Could you put a figure on that — roughly how much, or how fast? A range is fine.';
    case 'reason':
      if (signals.figures > 0 && !about) return 'What is that figure based on, and what drives it?';
      return phrase
        ? `Why do you say that about ${phrase}? What have you seen that shows it?`
        : 'Why do you say that? What have you seen that shows it?';
    case 'hedge':
      if (signals.dependsOn) {
        // "depends on the data quality": they said on what, so ask how.
        const condition = phraseAfter(phrases, signals.dependsWords);
        return condition
          ? `You said it depends on ${condition} — in what way? A case you have seen would help.`
          : 'You said it depends — on what, in your experience? A case you have seen would help.';
      }
      return phrase
        ? `You sounded unsure about ${phrase} — what would it depend on, and what have you seen so far?`
        : 'You sounded unsure — what would it depend on, and what have you seen so far?';
    case 'example':
      return phrase
        ? `You mentioned ${phrase} — could you give an example from your own work: what happened, and what came of it?`
        : 'Could you give an example from your own work: what happened, and what came of it?';
    default:
      return phrase
        ? `Could you say more about ${phrase} — what have you seen of it in your own work?`
        : 'Could you say a little more — what have you seen of this in your own work?';
  }
}

/**
 * A verdict is about its subject, before it ("data quality … is hard"). A figure is
 * about what a verb or comparative measures ("cutting their exposure"), else a
 * measurable noun ("margins"), and an adjective's phrase ("smaller banks") last.
 */
function nearestSubject(kind: FollowupKind, phrases: readonly Phrase[], about: readonly Word[]) {
  if (kind === 'reason') return phraseNear(phrases, about, () => 'before');
  const tiers = [
    about.filter((word) => word.pos === 'VERB' || COMPARATIVE_WORDS.has(word.normal)),
    about.filter((word) => word.pos !== 'ADJ'),
    about,
  ];
  for (const tier of tiers) {
    const near = phraseNear(phrases, tier, figureSide);
    if (near && near.distance <= MAX_CLAIM_DISTANCE) return near;
  }
  return undefined;
}

const COMPARATIVE_WORDS = new Set(['more', 'less', 'fewer']);

/** Tags that start an object: "cutting their exposure", "raising the price". */
const OBJECT_TAGS = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM']);

/**
 * Where the thing a figure would measure sits: after a comparative ("more demand") or
 * a verb with an object ("cutting their exposure"), before a verb without one
 * ("costs keep rising").
 */
function figureSide(words: readonly Word[], index: number): Side {
  const word = words[index]!;
  if (word.pos !== 'VERB') return 'after';
  return OBJECT_TAGS.has(words[index + 1]?.pos ?? '') ? 'after' : 'before';
}
