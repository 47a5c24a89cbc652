import fs from 'node:fs';
import path from 'node:path';
import { dataBlock, SERVER_RENDERED } from '../../sync/contract/serverRendered';

/**
 * What a first open needs, announced in the page itself so the browser fetches it all
 * at once. The entry script (app/main.tsx) is tiny and imports the app (boot/startApp)
 * only when it runs; without these links that import, the router, the screen's chunk
 * and its imports would be round trips in a row, each about 150 ms on a phone's slow 4G.
 * With them, the app's chunks, the screen's chunks, its styles and the text font start
 * with the page.
 *
 * The chunks come from the Vite manifest of the build (`build.manifest` in
 * vite.config.ts). Every page gets the app's chunks; the home page, an interview link
 * and the sign-in page also get their screen's.
 */

/** The screens a first open lands on, by the path patterns of app/routes.tsx. */
const FIRST_OPEN_SCREENS: { path: RegExp; screen: string }[] = [
  { path: /^\/$/, screen: 'marketing/home/HomePage.tsx' },
  // The link an invited expert opens from the e-mail, usually on a phone.
  { path: /^\/expert\/[^/]+\/?$/, screen: 'expert/InterviewSessionPage.tsx' },
  { path: /^\/auth\/?$/, screen: 'auth/SignInPage.tsx' },
];

/** The module app/main.tsx imports to start the app. */
const APP_START = 'boot/startApp.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Stylesheets index.html links already (the entry's). */
  entryStyles: string[];
  /** Stylesheets the page's chunks add when they load, in load order. */
  styles: string[];
  /** Chunks to fetch with the page, evaluated only when imported. */
  scripts: string[];
  fonts: string[];
}

const NO_ASSETS: PageAssets = { entryStyles: [], styles: [], scripts: [], fonts: [] };

/**
 * The assets of each request path, computed once per screen when the server starts. A
 * missing or unreadable manifest (a build without it) means no hints: the page still
 * works, only slower.
 */
export function firstOpenAssets(distDir: string): (requestPath: string) => PageAssets {
  const manifest = readManifest(distDir);
  const entryKey = manifest && Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!manifest || !entryKey) return () => NO_ASSETS;
  const entry = manifest[entryKey]!;
  const inEntry = staticClosure(manifest, entryKey);
  const appChunks = [...staticClosure(manifest, APP_START)].filter((key) => !inEntry.has(key));
  const assetsOf = (chunkKeys: string[]): PageAssets => ({
    entryStyles: entry.css ?? [],
    styles: unique(chunkKeys.flatMap((key) => manifest[key]!.css ?? [])),
    scripts: chunkKeys.map((key) => manifest[key]!.file),
    fonts: unique([entryKey, ...appChunks].flatMap((key) => manifest[key]!.assets ?? [])).filter(
      (file) => file.endsWith('.woff2'),
    ),
  });
  const byScreen = new Map<string, PageAssets>();
  for (const { screen } of FIRST_OPEN_SCREENS) {
    if (!manifest[screen]) continue;
    const screenChunks = [...staticClosure(manifest, screen)].filter((key) => !inEntry.has(key));
    byScreen.set(screen, assetsOf(unique([...appChunks, ...screenChunks])));
  }
  const appOnly = assetsOf(appChunks);
  return (requestPath) => {
    const route = FIRST_OPEN_SCREENS.find(({ path: pattern }) => pattern.test(requestPath));
    return (route && byScreen.get(route.screen)) ?? appOnly;
  };
}

/** index.html with the page's links at the end of <head>, where Vite puts its own. */
export function withHints(indexHtml: string, assets: PageAssets): string {
  const tags = [
    ...fontPreloads(assets),
    // Vite's loader looks for these links before adding its own, so none is fetched twice.
    ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...modulePreloads(assets),
  ].join('');
  return tags ? indexHtml.replace('</head>', `${tags}</head>`) : indexHtml;
}

/**
 * index.html for a server-rendered page. Every stylesheet the page uses is inline, in
 * place of the entry's links, so its first paint waits for no other request. Nothing
 * else competes with it: the tiny entry script starts the app once the page has
 * painted (app/main.tsx), fetching the chunks listed here all at once; the font swaps
 * in when it arrives. `readStyle` gives a built stylesheet's text.
 */
export function withInlineStyles(
  indexHtml: string,
  assets: PageAssets,
  readStyle: (file: string) => string,
): string {
  let html = indexHtml;
  for (const file of assets.entryStyles) {
    html = html.replace(
      new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(file)}"[^>]*>`),
      '',
    );
  }
  // The entry script only schedules the app for after the first paint: it must not
  // compete with what that paint needs (the HTML itself, the hero image).
  html = html.replace('<script type="module"', '<script type="module" fetchpriority="low"');
  const css = unique([...assets.entryStyles, ...assets.styles])
    .map(readStyle)
    .join('\n');
  const modules = assets.scripts.map((file) => `/${file}`);
  const tags = [`<style>${css}</style>`, dataBlock(SERVER_RENDERED.appModules, modules)];
  return html.replace('</head>', `${tags.join('')}</head>`);
}

// Fonts are fetched anonymously (CORS) even from our own origin: `crossorigin` is
// what makes the preload match the @font-face request instead of fetching twice.
const fontPreloads = (assets: PageAssets) =>
  assets.fonts.map(
    (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
  );

const modulePreloads = (assets: PageAssets) =>
  assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);

/** The chunk and every chunk it reaches through static imports (not `import()`). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function readManifest(distDir: string): Manifest | undefined {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return undefined;
  }
}
