import { describe, expect, it } from 'vitest';
import { formatDollars } from './formatDollars';

describe('formatDollars', () => {
  it('writes whole dollars with a thousands separator', () => {
    expect(formatDollars(150)).toBe('$150');
    expect(formatDollars(1050)).toBe('$1,050');
    expect(formatDollars(0)).toBe('$0');
  });
});
