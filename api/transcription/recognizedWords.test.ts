import { describe, expect, it } from 'vitest';
import { parseWordTimes, transcriptConfidence } from './recognizedWords';

/** pocketsphinx_continuous -time yes, two utterances (shortened from a real run). */
const OUTPUT = `since clients ask
<s> 0.000 0.130 0.999500
since 0.140 0.500 0.984815
<sil> 0.510 0.810 0.914858
clients 0.820 1.300 0.397164
ask(2) 1.310 1.620 0.379003
</s> 1.630 1.700 1.000000
demand slowed
<s> 0.000 0.100 1.000000
demand 0.110 0.500 0.858715
[NOISE] 0.510 0.600 0.500000
slowed 0.610 1.010 0.187047
</s> 1.020 1.100 1.000000
`;

describe('parseWordTimes', () => {
  it('keeps the words with their times and posteriors, without markers or fillers', () => {
    const words = parseWordTimes(OUTPUT);
    expect(words.map((w) => w.word)).toEqual(['since', 'clients', 'ask', 'demand', 'slowed']);
    expect(words[0]).toEqual({
      word: 'since',
      start: 0.14,
      end: 0.5,
      probability: 0.984815,
      utteranceStart: true,
    });
    expect(words[3]!.utteranceStart).toBe(true);
    expect(words[1]!.utteranceStart).toBeUndefined();
  });

  it('finds nothing in an empty run', () => {
    expect(parseWordTimes('\n')).toEqual([]);
  });
});

describe('transcriptConfidence', () => {
  it('is the duration-weighted mean posterior, or null without words', () => {
    expect(
      transcriptConfidence([
        { word: 'a', start: 0, end: 1, probability: 1 },
        { word: 'b', start: 1, end: 4, probability: 0.2 },
      ]),
    ).toBeCloseTo(0.4);
    expect(transcriptConfidence([])).toBeNull();
  });
});
