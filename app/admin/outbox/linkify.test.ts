import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds links and keeps the text around them', () => {
    expect(linkify('Open http://localhost:3000/verify-email?token=abc now.')).toEqual([
      { text: 'Open ' },
      {
        text: 'http://localhost:3000/verify-email?token=abc',
        href: 'http://localhost:3000/verify-email?token=abc',
      },
      { text: ' now.' },
    ]);
  });

  it('leaves trailing punctuation outside the link', () => {
    expect(linkify('(or sign in at https://p.test/auth).')).toEqual([
      { text: '(or sign in at ' },
      { text: 'https://p.test/auth', href: 'https://p.test/auth' },
      { text: ').' },
    ]);
  });

  it('returns plain text as one part, and ignores other schemes', () => {
    expect(linkify('javascript:alert(1) and ftp://x')).toEqual([
      { text: 'javascript:alert(1) and ftp://x' },
    ]);
  });
});
