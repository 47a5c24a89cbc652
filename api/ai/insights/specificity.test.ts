import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../text/sentences';
import { specificity } from './specificity';

const score = (text: string) => specificity(splitSentences(text)[0]!);

describe('specificity', () => {
  it("scores the issue's vague key quote below zero", () => {
    expect(score('But most clients still ask about price first.')).toBeLessThan(0);
  });

  it('ranks figures, names and concrete examples above hedging and filler', () => {
    const specific = [
      'Every corporate loan above $25 million now carries a transition-risk score from 1 to 5.',
      'We use PCAF data-quality scores for financed emissions, for example in shipping.',
      'Our larger corporate clients value a bank that can help them hit their supplier targets.',
    ];
    const vague = [
      'I think it really depends on the team, probably.',
      'But most clients still ask about price first.',
      'Yeah, things are moving?',
    ];
    const lowestSpecific = Math.min(...specific.map(score));
    for (const text of vague) expect(score(text), text).toBeLessThan(Math.min(0, lowestSpecific));
    // A figure outweighs a claim without one.
    expect(score(specific[0]!)).toBeGreaterThan(score(specific[2]!));
  });
});
