import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOpenHints, withHints } from './firstOpenHints';

/** The shape of a Vite manifest: an entry, two screens and the chunks they share. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_jsx-runtime-j1.js'],
    css: ['assets/index-e1.css'],
    assets: ['assets/inter-latin-wght-normal-f1.woff2', 'assets/logo-l1.svg'],
  },
  '_jsx-runtime-j1.js': { file: 'assets/jsx-runtime-j1.js' },
  '_Button-b1.js': {
    file: 'assets/Button-b1.js',
    imports: ['_jsx-runtime-j1.js'],
    css: ['assets/Button-b1.css'],
  },
  '_Dialog-d1.js': { file: 'assets/Dialog-d1.js', imports: ['_Button-b1.js'] },
  'expert/InterviewSessionPage.tsx': {
    file: 'assets/InterviewSessionPage-s1.js',
    src: 'expert/InterviewSessionPage.tsx',
    imports: ['index.html', '_Dialog-d1.js'],
    css: ['assets/InterviewSessionPage-s1.css'],
  },
  'marketing/home/HomePage.tsx': {
    file: 'assets/HomePage-h1.js',
    src: 'marketing/home/HomePage.tsx',
    imports: ['_Button-b1.js'],
  },
};

describe('firstOpenHints', () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
    await fs.mkdir(path.join(distDir, '.vite'));
    await fs.writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => fs.rm(distDir, { recursive: true, force: true }));

  it("names an interview link's screen chunk, what it imports and their styles, and the font", () => {
    const hints = firstOpenHints(distDir)('/expert/int-123');
    const hrefs = [...hints.matchAll(/<link rel="([^"]+)"[^>]* href="([^"]+)">/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    expect(hrefs.sort()).toEqual(
      [
        'preload /assets/inter-latin-wght-normal-f1.woff2',
        'stylesheet /assets/InterviewSessionPage-s1.css',
        'stylesheet /assets/Button-b1.css',
        'modulepreload /assets/InterviewSessionPage-s1.js',
        'modulepreload /assets/Dialog-d1.js',
        'modulepreload /assets/Button-b1.js',
      ].sort(),
    );
    // The entry and its own imports are in the page already.
    expect(hints).not.toContain('index-e1');
    expect(hints).not.toContain('jsx-runtime');
    expect(hints).toContain('as="font" type="font/woff2" crossorigin');
  });

  it('gives the home page its own screen', () => {
    const hints = firstOpenHints(distDir)('/');
    expect(hints).toContain('/assets/HomePage-h1.js');
    expect(hints).toContain('/assets/Button-b1.js');
    expect(hints).not.toContain('Dialog');
  });

  it('has nothing for other routes, nor for a screen the build lacks', () => {
    const hintsFor = firstOpenHints(distDir);
    for (const route of ['/admin', '/expert', '/expert/a/b', '/auth', '/unknown']) {
      expect(hintsFor(route), route).toBe('');
    }
  });

  it('has nothing without a manifest: the page works as built', async () => {
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
    try {
      expect(firstOpenHints(empty)('/expert/int-123')).toBe('');
    } finally {
      await fs.rm(empty, { recursive: true, force: true });
    }
  });

  it('puts the hints at the end of <head>', () => {
    const html = '<html><head><title>Parley</title></head><body></body></html>';
    expect(withHints(html, '<link rel="x">')).toBe(
      '<html><head><title>Parley</title><link rel="x"></head><body></body></html>',
    );
    expect(withHints(html, '')).toBe(html);
  });
});
