import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOpenAssets, withHints, withInlineStyles } from './firstOpenHints';

/**
 * The shape of a Vite manifest: a tiny entry that imports the app (boot/startApp) when
 * it runs, two screens and the chunks they share.
 */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    src: 'index.html',
    isEntry: true,
    dynamicImports: ['boot/startApp.tsx'],
    css: ['assets/index-e1.css'],
    assets: ['assets/inter-latin-wght-normal-f1.woff2', 'assets/logo-l1.svg'],
  },
  'boot/startApp.tsx': {
    file: 'assets/startApp-a1.js',
    src: 'boot/startApp.tsx',
    imports: ['_jsx-runtime-j1.js'],
    css: ['assets/startApp-a1.css'],
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

const INDEX_HTML =
  '<html><head><title>Parley</title><script type="module" crossorigin src="/assets/index-e1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-e1.css"></head><body><div id="root"></div></body></html>';

const linksOf = (html: string) =>
  [...html.matchAll(/<link rel="([^"]+)"[^>]* href="([^"]+)">/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );

describe('firstOpenAssets', () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
    await fs.mkdir(path.join(distDir, '.vite'));
    await fs.writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => fs.rm(distDir, { recursive: true, force: true }));

  it("names the app's and an interview link's chunks, their styles, and the font", () => {
    const html = withHints(INDEX_HTML, firstOpenAssets(distDir)('/expert/int-123'));
    expect(linksOf(html).sort()).toEqual(
      [
        'stylesheet /assets/index-e1.css',
        'preload /assets/inter-latin-wght-normal-f1.woff2',
        'stylesheet /assets/startApp-a1.css',
        'stylesheet /assets/InterviewSessionPage-s1.css',
        'stylesheet /assets/Button-b1.css',
        'modulepreload /assets/startApp-a1.js',
        'modulepreload /assets/jsx-runtime-j1.js',
        'modulepreload /assets/InterviewSessionPage-s1.js',
        'modulepreload /assets/Dialog-d1.js',
        'modulepreload /assets/Button-b1.js',
      ].sort(),
    );
    // The entry is in the page already; each chunk is named once.
    expect(html.match(/index-e1\.js/g)).toHaveLength(1);
    expect(html.match(/jsx-runtime-j1/g)).toHaveLength(1);
    expect(html).toContain('as="font" type="font/woff2" crossorigin');
  });

  it('gives the home page its own screen', () => {
    const { scripts } = firstOpenAssets(distDir)('/');
    expect(scripts).toContain('assets/HomePage-h1.js');
    expect(scripts).toContain('assets/Button-b1.js');
    expect(scripts.join()).not.toContain('Dialog');
  });

  it("gives every other route the app's chunks, and a screen the build lacks nothing more", () => {
    const assetsFor = firstOpenAssets(distDir);
    for (const route of ['/admin', '/expert', '/expert/a/b', '/auth', '/unknown']) {
      expect(assetsFor(route).scripts, route).toEqual([
        'assets/startApp-a1.js',
        'assets/jsx-runtime-j1.js',
      ]);
    }
  });

  it('has nothing without a manifest: the page works as built', async () => {
    const empty = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-dist-'));
    try {
      expect(withHints(INDEX_HTML, firstOpenAssets(empty)('/expert/int-123'))).toBe(INDEX_HTML);
    } finally {
      await fs.rm(empty, { recursive: true, force: true });
    }
  });

  it('puts the hints at the end of <head>', () => {
    const html = withHints(INDEX_HTML, firstOpenAssets(distDir)('/admin'));
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/jsx-runtime-j1\.js"><\/head>/,
    );
  });

  it('inlines every stylesheet of a server-rendered page and lists its chunks instead of preloading them', () => {
    const css: Record<string, string> = {
      'assets/index-e1.css': '.entry{}',
      'assets/startApp-a1.css': '.app{}',
      'assets/InterviewSessionPage-s1.css': '.screen{}',
      'assets/Button-b1.css': '.button{}',
    };
    const html = withInlineStyles(
      INDEX_HTML,
      firstOpenAssets(distDir)('/expert/int-123'),
      (file) => css[file]!,
    );
    // No request stands before the first paint: no stylesheet link, no preload.
    expect(linksOf(html)).toEqual([]);
    expect(html).toContain('<style>.entry{}\n.app{}\n.screen{}\n.button{}</style>');
    const modules =
      /<script type="application\/json" id="parley-app-modules">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(modules![1]!)).toContain('/assets/InterviewSessionPage-s1.js');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-e1.js">',
    );
  });
});
