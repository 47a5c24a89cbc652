import { describe, expect, it } from 'vitest';
import { speechToolsAvailable } from '../../test/fixtures/speech';
import { genericBigram, genericTrigram, readGenericModel } from './genericModel';

// Needs Debian's pocketsphinx-en-us: skipped only off CI where it is missing; under CI its absence fails.
describe.runIf(speechToolsAvailable)('readGenericModel', () => {
  it('reads the generic model with the probabilities its ARPA form has', async () => {
    const model = await readGenericModel();
    const id = (word: string) => model.index.get(word)!;
    expect(model.words).toHaveLength(72_547);
    expect(model.words.slice(0, 3)).toEqual(["'bout", "'cause", "'em"]);
    // Values sphinx_lm_convert printed for the unigrams before its ARPA writer failed.
    expect(model.unigramProb[0]).toBeCloseTo(-6.2831, 3);
    expect(model.unigramBackoff[0]).toBeCloseTo(-0.0754, 3);
    // Common English is likely, its reverse is not; 16-bit quantisation keeps 2 decimals.
    expect(genericBigram(model, id('of'), id('the'))).toBeCloseTo(-0.7, 1);
    expect(genericBigram(model, id('the'), id('of'))).toBeLessThan(-3);
    expect(genericBigram(model, id('interest'), id('rate'))).toBeGreaterThan(-2);
    expect(genericTrigram(model, id('spur'), id('of'), id('the'))).toBeGreaterThan(-0.1);
    expect(genericTrigram(model, id('one'), id('of'), id('the'))).toBeGreaterThan(-0.5);
    expect(model.trigramFirst.length).toBe(1_669_625);
  });
});
