import { isNoun, labelForm, nounPhrases } from '../local/phrases';
import { type Sentence, splitSentences, type Word } from '../local/sentences';
import type { FollowupAdvisor, FollowupDecision, FollowupRequest } from './types';

/** Fewer content words than this and even a figure or a name cannot carry an answer. */
const MIN_CONTENT_WORDS = 5;
/** This many sentences, with enough words, make an answer detailed even without figures. */
const DETAILED_SENTENCES = 3;
const DETAILED_CONTENT_WORDS = 15;
/** A key phrase longer than this stops reading like something the expert said. */
const MAX_PHRASE_WORDS = 6;

/**
 * Hedges are a small closed class that no part-of-speech tagger marks as such: wink
 * tags "maybe" ADV like "quickly", "might" AUX like "will", "sort" in "sort of
 * looking" VERB like any verb. So the few hedging words are named here, and each
 * counts only under the tag that makes it a hedge, so "May" (the month, PROPN) or
 * "a kind person" never do. Tentative modals exclude will/can/must/shall, which
 * state certainty, ability or obligation.
 */
const TENTATIVE_MODALS = new Set(['may', 'might', 'could', 'would', 'should']);
const EPISTEMIC_ADVERBS = new Set(['maybe', 'perhaps', 'possibly', 'probably']);
/** "sort of"/"kind of" before a verb or adjective ("sort of looking"), not a noun ("a kind of bond"). */
const APPROXIMATORS = new Set(['sort', 'kind']);
const APPROXIMATED_TAGS = new Set(['VERB', 'ADJ', 'ADV', 'ADP', 'AUX']);
/** "I think", "I guess", "I suppose": the speaker marking a claim as opinion. */
const OPINION_VERBS = new Set(['think', 'guess', 'suppose']);

/** Asking for a number when the answer already has one would read as not listening. */
const ASK_NUMBER = ', with a number if you can';

/**
 * The offline interviewer: rule-based and deterministic. An answer gets a follow-up
 * when it is short, hedged, or vague (no number, no name, and not several sentences);
 * the question asks for an example, and a number, about the answer's own key phrase.
 */
export class LocalFollowupAdvisor implements FollowupAdvisor {
  readonly name = 'local';

  async decide(request: FollowupRequest): Promise<FollowupDecision> {
    return adviseFollowup(request.answerText);
  }
}

export function adviseFollowup(answerText: string): FollowupDecision {
  const sentences = splitSentences(answerText);
  const signals = measure(sentences);
  const reason = reasonToAsk(signals);
  if (!reason) {
    return { ask: false, reason: 'The answer is specific: it has figures, names or detail' };
  }
  const example = `give a concrete example${signals.numbers > 0 ? '' : ASK_NUMBER}?`;
  const phrase = keyPhrase(sentences);
  const question = phrase
    ? `You mentioned ${phrase} — could you ${example}`
    : `Could you say a little more and ${example}`;
  return { ask: true, question, reason };
}

interface AnswerSignals {
  sentences: number;
  contentWords: number;
  /** Numbers, written in digits or words ("14", "eighteen"). */
  numbers: number;
  /** Proper nouns and acronyms, except a sentence's first word (any capitalised word is tagged PROPN there). */
  names: number;
  hedges: number;
}

function measure(sentences: readonly Sentence[]): AnswerSignals {
  const signals: AnswerSignals = {
    sentences: sentences.length,
    contentWords: 0,
    numbers: 0,
    names: 0,
    hedges: 0,
  };
  for (const sentence of sentences) {
    const words = sentence.words;
    words.forEach((word, index) => {
      if (word.content) signals.contentWords++;
      if (word.pos === 'NUM') signals.numbers++;
      if (word.pos === 'PROPN' && index > 0) signals.names++;
      if (isHedge(words, index)) signals.hedges++;
    });
  }
  return signals;
}

function isHedge(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (word.pos === 'AUX') return TENTATIVE_MODALS.has(word.normal);
  if (word.pos === 'ADV') return EPISTEMIC_ADVERBS.has(word.normal);
  const next = words[index + 1];
  if (APPROXIMATORS.has(word.normal) && next?.normal === 'of') {
    const after = words[index + 2];
    return Boolean(after && APPROXIMATED_TAGS.has(after.pos));
  }
  if (word.pos === 'VERB' && OPINION_VERBS.has(word.stem)) {
    return words[index - 1]?.normal === 'i';
  }
  return false;
}

function reasonToAsk(signals: AnswerSignals): string | null {
  if (signals.contentWords < MIN_CONTENT_WORDS) return 'The answer is short';
  // Hedging in at least half the sentences: one "probably" in a long answer is style.
  if (signals.hedges > 0 && signals.hedges * 2 >= signals.sentences) {
    return 'The answer is hedged';
  }
  const detailed =
    signals.sentences >= DETAILED_SENTENCES && signals.contentWords >= DETAILED_CONTENT_WORDS;
  if (signals.numbers === 0 && signals.names === 0 && !detailed) {
    return 'The answer is vague: no figures, names or detail';
  }
  return null;
}

/**
 * The answer's own words for what it is about: its longest noun phrase not about the
 * speaker ("our team" is skipped), first one on a tie, with the determiner before it.
 * A lone noun also takes the prepositional phrase after it ("AI for some things"):
 * alone it says too little of what the expert meant.
 */
function keyPhrase(sentences: readonly Sentence[]): string | null {
  let best: { sentence: Sentence; start: number; end: number } | undefined;
  for (const sentence of sentences) {
    for (const phrase of nounPhrases(sentence)) {
      if (phrase.owned) continue;
      const start = sentence.words.indexOf(phrase.words[0]!);
      const end = start + phrase.words.length;
      if (!best || end - start > best.end - best.start) best = { sentence, start, end };
    }
  }
  if (!best) return null;
  const { sentence } = best;
  const words = sentence.words;
  const start = words[best.start - 1]?.pos === 'DET' ? best.start - 1 : best.start;
  const end =
    best.end - best.start === 1 ? (prepositionalPhraseEnd(words, best.end) ?? best.end) : best.end;
  return words
    .slice(start, Math.min(end, start + MAX_PHRASE_WORDS))
    .map((word) => (word.content ? labelForm(word, sentence) : word.normal))
    .join(' ');
}

const PHRASE_TAGS = new Set(['ADJ', 'NOUN', 'PROPN']);
const MODIFIER_TAGS = new Set(['DET', 'NUM', 'ADJ']);

/** Where "for some things" ends when one starts at `from`; undefined when none does. */
function prepositionalPhraseEnd(words: readonly Word[], from: number): number | undefined {
  if (words[from]?.pos !== 'ADP') return undefined;
  let index = from + 1;
  while (words[index] && MODIFIER_TAGS.has(words[index]!.pos)) index++;
  let end: number | undefined;
  while (words[index] && PHRASE_TAGS.has(words[index]!.pos)) {
    if (isNoun(words[index]!)) end = index + 1;
    index++;
  }
  return end;
}
