import { describe, expect, it } from 'vitest';
import { levelOf } from './micLevel';

const constant = (value: number) => new Float32Array(1024).fill(value);

describe('levelOf', () => {
  it('is 0 for silence and for anything below -60 dB', () => {
    expect(levelOf(constant(0))).toBe(0);
    expect(levelOf(constant(0.0005))).toBe(0); // -66 dB
    expect(levelOf(new Float32Array())).toBe(0);
  });

  it('is 1 at full scale and scales by decibels in between', () => {
    expect(levelOf(constant(1))).toBe(1);
    expect(levelOf(constant(-1))).toBe(1);
    expect(levelOf(constant(0.1))).toBeCloseTo(2 / 3); // -20 dB
    expect(levelOf(constant(0.01))).toBeCloseTo(1 / 3); // -40 dB
  });

  it('uses the RMS of the block, not its peak', () => {
    const square = new Float32Array(1024).map((_, i) => (i % 2 ? 0.1 : -0.1));
    const spike = new Float32Array(1024);
    spike[0] = 1;
    expect(levelOf(square)).toBeCloseTo(2 / 3);
    expect(levelOf(spike)).toBeLessThan(levelOf(square));
  });
});
