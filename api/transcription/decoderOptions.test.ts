import { describe, expect, it } from 'vitest';
import { DECODER_OPTIONS, decoderArguments, parseDecoderOptions } from './decoderOptions';

describe('decoder options', () => {
  it('gives the defaults as flag, value pairs, overrides winning', () => {
    const args = decoderArguments({ '-beam': '1e-60' });
    expect(args.length % 2).toBe(0);
    expect(args[args.indexOf('-beam') + 1]).toBe('1e-60');
    expect(args.filter((arg) => arg === '-beam')).toHaveLength(1);
    for (const [flag, value] of Object.entries(DECODER_OPTIONS)) {
      if (flag !== '-beam') expect(args[args.indexOf(flag) + 1]).toBe(value);
    }
  });

  it('reads options written as pocketsphinx flags', () => {
    expect(parseDecoderOptions(' -lw 10  -wip 0.5 ')).toEqual({ '-lw': '10', '-wip': '0.5' });
    expect(parseDecoderOptions('')).toEqual({});
    expect(() => parseDecoderOptions('-lw')).toThrow(/pairs/);
    expect(() => parseDecoderOptions('lw 10')).toThrow(/pairs/);
  });
});
