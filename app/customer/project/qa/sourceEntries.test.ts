import { describe, expect, it } from 'vitest';
import { isWebSource, splitSources } from './sourceEntries';

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

describe('splitSources', () => {
  const line = (answerId: string) =>
    `Expert interview: Priya Natarajan, Summit National Bank (interview int_1, answer ${answerId})`;

  it('drops the lines of cited answers, keeps web links and any other line', () => {
    const entries = splitSources(
      [
        line('ans_1'),
        'https://example.com/report',
        line('ans_9'),
        'https://example.com/report',
        '  ',
      ],
      [{ answerId: 'ans_1' }],
    );
    expect(entries).toEqual({ web: ['https://example.com/report'], other: [line('ans_9')] });
  });

  it('does not take an answer id that only starts another one as cited', () => {
    expect(splitSources([line('ans_10')], [{ answerId: 'ans_1' }]).other).toEqual([line('ans_10')]);
  });
});
