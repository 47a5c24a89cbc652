import { describe, expect, it } from 'vitest';
import { buildAdaptedArpa } from './adaptedModel';
import type { GenericModel } from './genericModel';

/** A five-word generic model: unigrams, the bigrams 'a b' and 'b c', the trigram 'a b c'. */
function tinyGeneric(): GenericModel {
  const words = ['</s>', '<s>', 'a', 'b', 'c'];
  const unigramProb = Float32Array.from(
    [0.2, 0, 0.3, 0.3, 0.2].map((p) => (p ? Math.log10(p) : -99)),
  );
  // Bigrams grouped by second word: (a, b) under b, (b, c) under c.
  return {
    words,
    index: new Map(words.map((w, i) => [w, i])),
    unigramProb,
    unigramBackoff: Float32Array.from([0, 0, Math.log10(0.5), Math.log10(0.5), 0]),
    bigramStart: Uint32Array.from([0, 0, 0, 0, 1, 2]),
    bigramFirst: Uint32Array.from([2, 3]),
    bigramProb: Float32Array.from([Math.log10(0.65), Math.log10(0.6)]),
    bigramBackoff: Float32Array.from([Math.log10(0.8), 0]),
    // The trigram 'a b c' hangs off bigram record 1 ('b c').
    trigramStart: Uint32Array.from([0, 0, 1]),
    trigramFirst: Uint32Array.from([2]),
    trigramProb: Float32Array.from([Math.log10(0.9)]),
  };
}

/** P(word | history) from an ARPA text, with standard backoff. */
function arpaModel(arpa: string) {
  const prob = new Map<string, number>();
  const backoff = new Map<string, number>();
  for (const line of arpa.split('\n')) {
    const fields = line.split('\t');
    if (fields.length < 2) continue;
    const ngram = fields[1]!;
    prob.set(ngram, 10 ** Number(fields[0]));
    if (fields[2] !== undefined) backoff.set(ngram, 10 ** Number(fields[2]));
  }
  const p = (history: string[], word: string): number => {
    const key = [...history, word].join(' ');
    if (prob.has(key)) return prob.get(key)!;
    if (history.length === 0) return 0;
    return (backoff.get(history.join(' ')) ?? 1) * p(history.slice(1), word);
  };
  return { p, has: (ngram: string) => prob.has(ngram) };
}

describe('buildAdaptedArpa', () => {
  const sentences = [
    ['sofr', 'fell'],
    ['sofr', 'rose', 'a', 'b'],
  ];
  const settings = {
    domainWeight: 0.5,
    minGenericBigram: -3,
    minGenericTrigram: -3,
    genericVocabulary: 10,
  };
  const { arpa, vocabulary } = buildAdaptedArpa(tinyGeneric(), sentences, settings);
  const model = arpaModel(arpa);

  it("adds the project's words and n-grams to the generic ones", () => {
    expect(vocabulary).toEqual(expect.arrayContaining(['a', 'b', 'c', 'sofr', 'fell', 'rose']));
    expect(model.has('a b')).toBe(true);
    expect(model.has('sofr rose')).toBe(true);
    expect(model.has('<s> sofr fell')).toBe(true);
    expect(model.has('a b c')).toBe(true);
    expect(arpa).toMatch(/^\\data\\\nngram 1=8\n/);
  });

  it('mixes the two models half and half', () => {
    // 'sofr' is 2 of the project's 8 tokens and unknown to the generic model.
    expect(model.p([], 'sofr')).toBeCloseTo(0.5 * (2 / 8), 2);
    // The project never says 'b c': half of the generic 0.6 is left.
    expect(model.p(['b'], 'c')).toBeCloseTo(0.5 * 0.6, 3);
    // It says 'a b' once: discounted count (1 - 0.7) plus the discount's share of
    // the project's unigram 'b' (1 of 8), mixed with the generic 0.65.
    expect(model.p(['a'], 'b')).toBeCloseTo(0.5 * (0.3 + 0.7 / 8) + 0.5 * 0.65, 3);
  });

  it.each([
    [[]],
    [['a']],
    [['b']],
    [['sofr']],
    [['<s>']],
    [['<s>', 'sofr']],
    [['rose', 'a']],
    [['a', 'b']],
  ])('gives a distribution that sums to one after %j', (history: string[]) => {
    const words = vocabulary.filter((word) => word !== '<s>');
    const total = words.reduce((sum, word) => sum + model.p(history, word), 0);
    expect(total).toBeCloseTo(1, 3);
  });
});
