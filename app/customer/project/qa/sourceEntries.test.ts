import { describe, expect, it } from 'vitest';
import { isWebSource } from './sourceEntries';

describe('isWebSource', () => {
  it('takes http and https addresses as links', () => {
    expect(isWebSource('https://www.bis.org/publ/bcbs_nl.htm')).toBe(true);
    expect(isWebSource('HTTP://example.com/a')).toBe(true);
  });

  it('leaves other entries as text, even ones that start with "http"', () => {
    expect(isWebSource('httpbin report')).toBe(false);
    expect(isWebSource('http://')).toBe(false);
    expect(isWebSource('javascript:alert(1)')).toBe(false);
    expect(isWebSource('Expert interview: Ana, https://evil.example (answer a)')).toBe(false);
  });
});
