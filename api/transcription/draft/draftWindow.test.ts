import { describe, expect, it } from 'vitest';
import { parseUtterances } from '../recognizedWords';
import { readWindow } from './draftWindow';

/** What `pocketsphinx_continuous -time yes` prints: a hypothesis line, then timed words. */
const OUTPUT = `our largest clients
<s> 0.000 0.190 0.999200
our(2) 0.200 0.440 0.940346
largest 0.450 1.040 0.965215
[NOISE] 1.040 1.050 0.5
clients 1.050 1.500 0.538875
</s> 1.510 1.620 1.000000
moving to the cloud
<s> 2.400 2.500 0.999100
<sil> 2.500 2.600 1.000000
moving 2.600 3.000 0.87
to 3.000 3.100 0.42
the 3.100 3.200 0.53
cloud 3.200 3.600 0.16
</s> 3.600 3.700 1.000000
`;

describe('parseUtterances', () => {
  it('reads utterances and their words, without fillers or alternate-pronunciation marks', () => {
    const utterances = parseUtterances(OUTPUT);
    expect(utterances.map((u) => u.words.map((w) => w.word).join(' '))).toEqual([
      'our largest clients',
      'moving to the cloud',
    ]);
    expect(utterances[0]).toMatchObject({ end: 1.62 });
    expect(utterances[1]!.words[0]).toEqual({
      word: 'moving',
      start: 2.6,
      end: 3,
      probability: 0.87,
    });
  });
});

describe('readWindow', () => {
  const utterances = parseUtterances(OUTPUT);

  it('settles an utterance followed by silence and keeps the last one provisional', () => {
    expect(readWindow(utterances, 3.8)).toEqual({
      settled: ['our', 'largest', 'clients'],
      settledSeconds: 1.62,
      provisional: ['moving', 'to', 'the', 'cloud'],
    });
  });

  it('settles the last utterance too once silence follows it', () => {
    expect(readWindow(utterances, 4.5)).toMatchObject({
      settled: ['our', 'largest', 'clients', 'moving', 'to', 'the', 'cloud'],
      settledSeconds: 3.7,
      provisional: [],
    });
  });

  it('settles words of a long unbroken utterance, keeping the newest seconds open', () => {
    const long = parseUtterances(
      Array.from(
        { length: 10 },
        (_, i) => `w${i} ${(i * 0.5).toFixed(3)} ${(i * 0.5 + 0.5).toFixed(3)} 0.9`,
      ).join('\n'),
    );
    const reading = readWindow(long, 5);
    expect(reading.settled).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6']);
    expect(reading.settledSeconds).toBe(3.5);
    expect(reading.provisional).toEqual(['w7', 'w8', 'w9']);
  });

  it('moves past a long silence without words', () => {
    expect(readWindow([], 5)).toEqual({ settled: [], settledSeconds: 3.5, provisional: [] });
    expect(readWindow([], 2)).toEqual({ settled: [], settledSeconds: 0, provisional: [] });
  });
});
