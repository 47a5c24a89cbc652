import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from './markdown';

describe('escapeMarkdown', () => {
  it('makes HTML, links, emphasis and code inert', () => {
    expect(escapeMarkdown('<script>alert(1)</script>')).toBe('\\<script\\>alert(1)\\</script\\>');
    expect(escapeMarkdown('<img src=x onerror=alert(1)>')).toBe('\\<img src=x onerror=alert(1)\\>');
    expect(escapeMarkdown('[click](javascript:alert(1)) ![i](x)')).toBe(
      '\\[click\\](javascript:alert(1)) \\!\\[i\\](x)',
    );
    expect(escapeMarkdown('*bold* `code` a|b ~x~ &amp; _em_')).toBe(
      '\\*bold\\* \\`code\\` a\\|b \\~x\\~ \\&amp; \\_em\\_',
    );
  });

  it('keeps underscores inside words and folds line breaks', () => {
    expect(escapeMarkdown('int_demo_esg_01')).toBe('int_demo_esg_01');
    expect(escapeMarkdown('line one\n# not a heading\n\n- not a list')).toBe(
      'line one \\# not a heading - not a list',
    );
  });
});
