import { type GenericModel, genericBigram, genericTrigram } from './genericModel';

/** How a project's language model is mixed; the defaults were chosen on the tuning set. */
export interface MixSettings {
  /** Weight of the project's own text against the generic model. */
  domainWeight: number;
  /** Generic bigrams and trigrams less likely than these (log10) are left to the backoff. */
  minGenericBigram: number;
  minGenericTrigram: number;
  /** Generic words kept, most frequent first (the project's words are always kept). */
  genericVocabulary: number;
}

/**
 * Chosen on the eval's TUNING set (clean, 40 answers, `npm run eval:stt -- --set tuning
 * --mix ...`): 25.6% word error rate as first set (trigrams >= 10^-1.5). Keeping the
 * generic trigrams down to 10^-3.5: 24.2% (10^-2.5: 24.7%), the model 18 MB instead
 * of 12. Domain weight 0.3: 25.6%, 0.7: 27.4%, 0.85: 29.6%; bigrams down to 10^-4:
 * 25.0% alone, 24.3% with the trigrams (no gain); 30,000 generic words: 25.9%
 * (but half the CPU). eval/stt/README.md has the whole sweep.
 */
export const DEFAULT_MIX: MixSettings = {
  domainWeight: 0.5,
  minGenericBigram: -3,
  minGenericTrigram: -3.5,
  genericVocabulary: 80_000,
};

/** Absolute discount of the project's own counts (interpolated Kneser-Ney style). */
const DISCOUNT = 0.7;
const START = '<s>';
const END = '</s>';

type Counts = Map<string, number>;

/** N-gram counts of the project's sentences (each already split into spoken words). */
class DomainModel {
  readonly unigrams: Counts = new Map();
  readonly contexts = new Map<string, { total: number; types: number; next: Counts }>();
  private tokens = 0;

  constructor(sentences: string[][]) {
    for (const sentence of sentences) {
      const words = [START, ...sentence, END];
      for (let i = 1; i < words.length; i++) {
        increment(this.unigrams, words[i]!);
        this.tokens++;
        this.add(words[i - 1]!, words[i]!);
        if (i >= 2) this.add(`${words[i - 2]} ${words[i - 1]}`, words[i]!);
      }
    }
  }

  private add(context: string, word: string) {
    let entry = this.contexts.get(context);
    if (!entry) {
      entry = { total: 0, types: 0, next: new Map() };
      this.contexts.set(context, entry);
    }
    if (!entry.next.has(word)) entry.types++;
    entry.total++;
    increment(entry.next, word);
  }

  unigram(word: string): number {
    return (this.unigrams.get(word) ?? 0) / Math.max(1, this.tokens);
  }

  /** P(word | context), interpolating down to the unigram; context is 1 or 2 words. */
  probability(context: string[], word: string): number {
    if (context.length === 0) return this.unigram(word);
    const lower = this.probability(context.slice(1), word);
    const entry = this.contexts.get(context.join(' '));
    if (!entry) return lower;
    const seen = Math.max((entry.next.get(word) ?? 0) - DISCOUNT, 0);
    return (seen + DISCOUNT * entry.types * lower) / entry.total;
  }
}

function increment(counts: Counts, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * An ARPA trigram model for one project: the project's own text (questions,
 * description, earlier answers) interpolated with the generic model, so its
 * vocabulary (Scope 3, SOFR, basis points) becomes likely without losing ordinary
 * English. Static interpolation as SRILM's `-mix-lm` does it: every n-gram either
 * model lists gets the mixed probability, and backoff weights are recomputed so each
 * context still sums to one.
 */
export function buildAdaptedArpa(
  generic: GenericModel,
  sentences: string[][],
  settings: MixSettings = DEFAULT_MIX,
): { arpa: string; vocabulary: string[] } {
  const domain = new DomainModel(sentences);
  const lambda = settings.domainWeight;

  const vocabulary = chooseVocabulary(generic, domain, settings.genericVocabulary);
  const genericUnigram = (word: string) => {
    const id = generic.index.get(word);
    return id === undefined ? 0 : 10 ** generic.unigramProb[id]!;
  };
  const genericProbability = (history: string[], word: string) => {
    const w = generic.index.get(word);
    if (w === undefined) return 0;
    const [u, v] = history.map((h) => generic.index.get(h));
    if (history.length === 2 && u !== undefined && v !== undefined) {
      return 10 ** genericTrigram(generic, u, v, w);
    }
    const previous = history.length === 2 ? v : u;
    return previous === undefined
      ? 10 ** generic.unigramProb[w]!
      : 10 ** genericBigram(generic, previous, w);
  };

  const unigram = new Map<string, number>();
  let unigramTotal = 0;
  for (const word of vocabulary) {
    if (word === START) continue;
    const p = lambda * domain.unigram(word) + (1 - lambda) * genericUnigram(word);
    unigram.set(word, p);
    unigramTotal += p;
  }
  for (const [word, p] of unigram) unigram.set(word, p / unigramTotal);

  // Bigrams: the generic model's likely ones among the kept words, and all the project's.
  const bigrams = new Map<string, Map<string, number>>();
  const listBigram = (previous: string, word: string) => {
    let next = bigrams.get(previous);
    if (!next) {
      next = new Map();
      bigrams.set(previous, next);
    }
    if (next.has(word)) return;
    next.set(
      word,
      lambda * domain.probability([previous], word) +
        (1 - lambda) * genericProbability([previous], word),
    );
  };
  const kept = new Set(vocabulary);
  const genericTrigrams: [string, string, string][] = [];
  for (const word of vocabulary) {
    const w = generic.index.get(word);
    if (w === undefined) continue;
    for (let i = generic.bigramStart[w]!; i < generic.bigramStart[w + 1]!; i++) {
      const previous = generic.words[generic.bigramFirst[i]!]!;
      if (!kept.has(previous)) continue;
      if (generic.bigramProb[i]! >= settings.minGenericBigram) listBigram(previous, word);
      for (let t = generic.trigramStart[i]!; t < generic.trigramStart[i + 1]!; t++) {
        if (generic.trigramProb[t]! < settings.minGenericTrigram) continue;
        const first = generic.words[generic.trigramFirst[t]!]!;
        if (kept.has(first)) genericTrigrams.push([first, previous, word]);
      }
    }
  }
  // A listed trigram's first two words must be a listed bigram.
  for (const [first, second] of genericTrigrams) listBigram(first, second);
  for (const [context, entry] of domain.contexts) {
    if (context.includes(' ')) continue;
    for (const word of entry.next.keys()) listBigram(context, word);
  }

  const bigramBackoff = new Map<string, number>();
  for (const [previous, next] of bigrams) {
    bigramBackoff.set(
      previous,
      backoffWeight(next, (word) => unigram.get(word) ?? 0),
    );
  }
  const mixedBigram = (previous: string, word: string) =>
    bigrams.get(previous)?.get(word) ??
    (bigramBackoff.get(previous) ?? 1) * (unigram.get(word) ?? 0);

  // Trigrams: the generic model's likely ones and all the project's.
  const trigrams = new Map<string, Map<string, number>>();
  const listTrigram = (first: string, second: string, word: string) => {
    const context = `${first} ${second}`;
    let next = trigrams.get(context);
    if (!next) {
      next = new Map();
      trigrams.set(context, next);
    }
    if (next.has(word)) return;
    next.set(
      word,
      lambda * domain.probability([first, second], word) +
        (1 - lambda) * genericProbability([first, second], word),
    );
  };
  for (const [first, second, word] of genericTrigrams) listTrigram(first, second, word);
  for (const [context, entry] of domain.contexts) {
    const [first, second] = context.split(' ');
    if (second === undefined || !bigrams.get(first!)?.has(second)) continue;
    for (const word of entry.next.keys()) listTrigram(first!, second, word);
  }
  const trigramBackoff = new Map<string, number>();
  for (const [context, next] of trigrams) {
    const second = context.split(' ')[1]!;
    trigramBackoff.set(
      context,
      backoffWeight(next, (word) => mixedBigram(second, word)),
    );
  }

  return {
    arpa: writeArpa(unigram, bigramBackoff, bigrams, trigramBackoff, trigrams),
    vocabulary: [...unigram.keys()],
  };
}

/** The most frequent generic words, the sentence markers and every word of the project. */
function chooseVocabulary(generic: GenericModel, domain: DomainModel, size: number): string[] {
  const byFrequency = generic.words
    .map((word, id) => ({ word, p: generic.unigramProb[id]! }))
    .filter(({ word }) => !word.startsWith('<') || word === START || word === END)
    .sort((a, b) => b.p - a.p)
    .slice(0, size)
    .map(({ word }) => word);
  return [...new Set([START, END, ...byFrequency, ...domain.unigrams.keys()])];
}

/**
 * The weight that gives unlisted words the rest of a context's probability:
 * (1 - listed mass) / (1 - the lower order's mass on the same words).
 */
function backoffWeight(listed: Map<string, number>, lower: (word: string) => number): number {
  let mass = 0;
  let lowerMass = 0;
  for (const [word, p] of listed) {
    mass += p;
    lowerMass += lower(word);
  }
  const left = Math.max(1 - mass, 1e-6);
  return left / Math.max(1 - lowerMass, 1e-6);
}

function log10(p: number): string {
  return p > 0 ? Math.log10(p).toFixed(4) : '-99.0000';
}

function writeArpa(
  unigram: Map<string, number>,
  bigramBackoff: Map<string, number>,
  bigrams: Map<string, Map<string, number>>,
  trigramBackoff: Map<string, number>,
  trigrams: Map<string, Map<string, number>>,
): string {
  const count = (m: Map<string, Map<string, number>>) =>
    [...m.values()].reduce((sum, next) => sum + next.size, 0);
  const lines = [
    '\\data\\',
    `ngram 1=${unigram.size + 1}`,
    `ngram 2=${count(bigrams)}`,
    `ngram 3=${count(trigrams)}`,
    '',
    '\\1-grams:',
    `-99.0000\t${START}\t${log10(bigramBackoff.get(START) ?? 1)}`,
  ];
  for (const [word, p] of unigram) {
    lines.push(`${log10(p)}\t${word}\t${log10(bigramBackoff.get(word) ?? 1)}`);
  }
  lines.push('', '\\2-grams:');
  for (const [previous, next] of bigrams) {
    for (const [word, p] of next) {
      const backoff = trigramBackoff.get(`${previous} ${word}`) ?? 1;
      lines.push(`${log10(p)}\t${previous} ${word}\t${log10(backoff)}`);
    }
  }
  lines.push('', '\\3-grams:');
  for (const [context, next] of trigrams) {
    for (const [word, p] of next) lines.push(`${log10(p)}\t${context} ${word}`);
  }
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}
