import type { Sentence, Word } from '../../text/sentences';

/** What an answer offers and lacks, from wink-nlp's tokens and tags. */
export interface AnswerSignals {
  sentences: number;
  contentWords: number;
  /** Figures, in digits or words ("14", "eighteen"), except "one" (mostly a pronoun). */
  figures: number;
  /** Proper nouns and acronyms, except a sentence's first word (any capitalised word is tagged PROPN there). */
  names: number;
  hedges: number;
  /** "it depends", "depends on": a conditional answer. */
  dependsOn: boolean;
  /** The "depends" words, so the question can quote what follows them. */
  dependsWords: Word[];
  /** Words of size, change or comparison ("rising", "more demand", "cheaper") that a figure would pin down. */
  magnitudes: Word[];
  /** Judgements ("hard", "works", "better", "important") that call for a reason. */
  judgements: Word[];
  /** "because", "since", "so that", "due to", "which means": the answer gives a reason. */
  reasons: number;
  /** "for example", "for instance", "such as", "last year": the answer gives a case. */
  examples: number;
}

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

/**
 * Stems of words that claim a size, a change or a comparison without saying how much.
 * Stems, so "rising", "rises" and "rose"… the irregular forms are listed as well.
 */
const MAGNITUDE_STEMS = new Set([
  'improv',
  'worsen',
  'deterior',
  'tighter',
  'tighten',
  'widen',
  'grow',
  'grew',
  'growth',
  'rise',
  'rose',
  'increas',
  'decreas',
  'declin',
  'drop',
  'fall',
  'fell',
  'shrink',
  'doubl',
  'tripl',
  'surg',
  'spike',
  'jump',
  'climb',
  'expand',
  'cut',
  'reduc',
  'save',
  'cost',
  'expens',
  'cheap',
  'cheaper',
  'costli',
  'major',
  'huge',
  'big',
  'bigger',
  'larg',
  'larger',
  'small',
  'smaller',
  'signific',
  'substanti',
  'massiv',
  'higher',
  'lower',
  'faster',
  'slower',
  'quick',
  'quicker',
  'share',
  'margin',
  'volum',
  'demand',
  'budget',
  'spend',
  'price',
]);

/**
 * Comparatives that claim a quantity only before what they quantify ("more demand",
 * "fewer deals"); after a verb they compare ("matter more") and a figure makes no sense.
 */
const COMPARATIVES = new Set(['more', 'less', 'fewer']);
const QUANTIFIED_TAGS = new Set(['NOUN', 'ADJ', 'PROPN']);

/**
 * Stems of verdicts that hold only with a reason behind them, by the tag they are a
 * verdict under: "works" claims something, "our work" does not.
 */
const JUDGEMENTS: Record<string, ReadonlySet<string>> = {
  ADJ: new Set([
    'hard',
    'harder',
    'difficult',
    'easi',
    'easier',
    'good',
    'better',
    'best',
    'bad',
    'wors',
    'worst',
    'import',
    'key',
    'critic',
    'crucial',
    'essenti',
    'effect',
    'ineffect',
    'use',
    'useless',
    'riski',
    'challeng',
    'problemat',
    'success',
    'wrong',
    'right',
    'clear',
    'unclear',
    'obvious',
    'simpl',
    'complex',
    'complic',
    'great',
    'terribl',
    'excel',
    'poor',
    'weak',
    'strong',
    'reliabl',
    'unreli',
    'overr',
    'underr',
    'overhyp',
  ]),
  ADV: new Set(['better', 'wors', 'harder', 'well', 'bad']),
  VERB: new Set(['help', 'fail', 'succeed', 'matter', 'struggl', 'improv', 'hurt']),
  NOUN: new Set(['problem', 'challeng', 'risk', 'success', 'failur', 'struggl', 'hype']),
};

/** Single words that give a reason; the pairs are matched separately. */
const REASON_WORDS = new Set(['because', 'since', 'therefore', 'thus', 'hence', 'consequently']);
const REASON_PAIRS = [
  'due to',
  'so that',
  'which means',
  'that means',
  'as a result',
  'thanks to',
  'driven by',
  'the reason',
];
const EXAMPLE_PAIRS = [
  'for example',
  'for instance',
  'such as',
  'e.g.',
  'last year',
  'last quarter',
  'last month',
  'this year',
  'one client',
  'one of our',
  'in one case',
  'a case where',
  'when we',
];

export function measureAnswer(sentences: readonly Sentence[]): AnswerSignals {
  const signals: AnswerSignals = {
    sentences: sentences.length,
    contentWords: 0,
    figures: 0,
    names: 0,
    hedges: 0,
    dependsOn: false,
    dependsWords: [],
    magnitudes: [],
    judgements: [],
    reasons: 0,
    examples: 0,
  };
  for (const sentence of sentences) {
    const words = sentence.words;
    words.forEach((word, index) => {
      if (word.content) signals.contentWords++;
      if (isFigure(word)) signals.figures++;
      if (isName(word, index)) signals.names++;
      if (isHedge(words, index)) signals.hedges++;
      if (word.stem === 'depend') {
        signals.dependsOn = true;
        signals.dependsWords.push(word);
      }
      if (isMagnitude(words, index)) signals.magnitudes.push(word);
      if (JUDGEMENTS[word.pos]?.has(word.stem)) signals.judgements.push(word);
      if (REASON_WORDS.has(word.normal)) signals.reasons++;
    });
    const normal = ` ${words.map((word) => word.normal).join(' ')} `;
    signals.reasons += REASON_PAIRS.filter((pair) => normal.includes(` ${pair} `)).length;
    signals.examples += EXAMPLE_PAIRS.filter((pair) => normal.includes(` ${pair} `)).length;
  }
  return signals;
}

function isMagnitude(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (COMPARATIVES.has(word.normal)) return QUANTIFIED_TAGS.has(words[index + 1]?.pos ?? '');
  return MAGNITUDE_STEMS.has(word.stem) || MAGNITUDE_STEMS.has(word.normal);
}

function isFigure(word: Word): boolean {
  if (/\d/.test(word.raw)) return true;
  return word.pos === 'NUM' && word.normal !== 'one';
}

function isName(word: Word, index: number): boolean {
  const acronym =
    /^[\p{Lu}\d&-]+$/u.test(word.raw) && (word.raw.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
  return acronym || (word.pos === 'PROPN' && index > 0);
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
