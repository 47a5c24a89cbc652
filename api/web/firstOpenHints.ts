import fs from 'node:fs';
import path from 'node:path';

/**
 * What a first open of the home page or an interview link needs, announced in the page
 * itself so the browser fetches it all at once. Without it the page loads the entry
 * script, which loads the router, which loads the screen's chunk, which loads the
 * chunks it imports: four round trips in a row, each about 150 ms on a phone's slow 4G.
 * With it, the screen's chunks and styles and the text font start with the page.
 *
 * The chunks come from the Vite manifest of the build (`build.manifest` in
 * vite.config.ts); every other route gets the page as built.
 */

/** The screens a first open lands on, by the path patterns of app/routes.tsx. */
const FIRST_OPEN_SCREENS: { path: RegExp; screen: string }[] = [
  { path: /^\/$/, screen: 'marketing/home/HomePage.tsx' },
  // The link an invited expert opens from the e-mail, usually on a phone.
  { path: /^\/expert\/[^/]+\/?$/, screen: 'expert/InterviewSessionPage.tsx' },
  { path: /^\/auth\/?$/, screen: 'auth/SignInPage.tsx' },
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The `<link>` tags to add to index.html for a request path ('' when it has none),
 * computed once per screen when the server starts. A missing or unreadable manifest
 * (a build without it) means no hints: the page still works, only slower.
 */
export function firstOpenHints(distDir: string): (requestPath: string) => string {
  const manifest = readManifest(distDir);
  if (!manifest) return () => '';
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return () => '';
  const inEntry = staticClosure(manifest, entryKey);
  const fonts = (manifest[entryKey]?.assets ?? []).filter((file) => file.endsWith('.woff2'));
  const byScreen = new Map<string, string>();
  for (const { screen } of FIRST_OPEN_SCREENS) {
    if (!manifest[screen]) continue;
    const chunks = [...staticClosure(manifest, screen)].filter((key) => !inEntry.has(key));
    byScreen.set(screen, hintTags(manifest, chunks, fonts));
  }
  return (requestPath) => {
    const route = FIRST_OPEN_SCREENS.find(({ path: pattern }) => pattern.test(requestPath));
    return (route && byScreen.get(route.screen)) ?? '';
  };
}

/** index.html with the hints at the end of <head>, where Vite puts its own. */
export function withHints(indexHtml: string, hints: string): string {
  return hints ? indexHtml.replace('</head>', `${hints}</head>`) : indexHtml;
}

function hintTags(manifest: Manifest, chunkKeys: string[], fonts: string[]): string {
  const chunks = chunkKeys.map((key) => manifest[key]!);
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  // Fonts are fetched anonymously (CORS) even from our own origin: `crossorigin` is
  // what makes the preload match the @font-face request instead of fetching twice.
  return [
    ...fonts.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
    ),
    // Vite's loader looks for these links before adding its own, so none is fetched twice.
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ].join('');
}

/** The chunk and every chunk it reaches through static imports (not `import()`). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function readManifest(distDir: string): Manifest | undefined {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return undefined;
  }
}
