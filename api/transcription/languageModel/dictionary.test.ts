import { describe, expect, it } from 'vitest';
import { speechToolsAvailable } from '../../test/fixtures/speech';
import { buildDictionary, fliteToCmuPhones } from './dictionary';

describe('fliteToCmuPhones', () => {
  it("maps flite's phones to the acoustic model's, without stress or pauses", () => {
    expect(fliteToCmuPhones('pau eh1 s ow1 eh1 f aa1 r pau \n')).toBe('EH S OW EH F AA R');
    expect(fliteToCmuPhones('ax b aw1 t')).toBe('AH B AW T');
    expect(fliteToCmuPhones('pau pau')).toBeNull();
    expect(fliteToCmuPhones('q x1')).toBeNull();
  });
});

describe('buildDictionary', () => {
  const generic = new Map([
    ['rates', ['rates R EY T S']],
    ['read', ['read R EH D', 'read(2) R IY D']],
  ]);

  it('keeps the generic entries of the words it needs, alternates included', async () => {
    const { text, added } = await buildDictionary(['<s>', 'read', 'rates'], generic);
    expect(text).toBe('read R EH D\nread(2) R IY D\nrates R EY T S\n');
    expect(added).toEqual([]);
  });

  // Needs flite's t2p: skipped only off CI where it is missing; under CI its absence fails.
  it.runIf(speechToolsAvailable)(
    "gives the project's new words flite's pronunciation",
    async () => {
      const { text, added } = await buildDictionary(['sofr', 'rates'], generic);
      expect(added).toEqual(['sofr']);
      expect(text).toMatch(/^sofr EH S OW EH F AA R$/m);
    },
  );
});
