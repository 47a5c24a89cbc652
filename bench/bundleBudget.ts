import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The bundle budget: the JS a page loads before it is interactive, gzip. That is the
 * entry chunk (index.html's module script), the app it starts (boot/startApp and its
 * static imports), and the page's own lazy chunk with its static imports. Chunks
 * loaded later on demand (dialogs, forms, the toast region) do not count.
 */

/** The module app/main.tsx imports to start the app. */
const APP_START = 'boot/startApp.tsx';

/**
 * The pages measured, by the source file of their lazy screen chunk (relative to app/),
 * each with its target in kB (1 kB = 1000 bytes, as Vite prints sizes): the home page's
 * from issue 3, the interview link's from issue 14 (an expert opens it on a phone).
 * /auth (a form: react-hook-form and zod) is weighed for reference, with no target.
 */
const PAGES = [
  { route: '/', screen: 'marketing/home/HomePage.tsx', budgetKb: 120 },
  { route: '/expert/{id}', screen: 'expert/InterviewSessionPage.tsx', budgetKb: 100 },
  { route: '/auth', screen: 'auth/SignInPage.tsx', budgetKb: undefined },
] as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  route: string;
  /** Its target in kB, if it has one (else its figure is for reference). */
  budgetKb: number | undefined;
  /** The JS files counted, with their gzip size in bytes. */
  files: { file: string; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  withinBudget: boolean;
}

/** Builds the app into a temp folder and weighs each page; removes the folder afterwards. */
export async function measureBundleBudget(): Promise<PageWeight[]> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-bundle-'));
  try {
    await viteBuild(outDir);
    return await weighBuild(outDir);
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

/** Weighs each page of an app built into `outDir` (with its Vite manifest). */
export async function weighBuild(outDir: string): Promise<PageWeight[]> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return Promise.all(PAGES.map((page) => weighPage(outDir, manifest, page)));
}

async function weighPage(
  outDir: string,
  manifest: Manifest,
  page: (typeof PAGES)[number],
): Promise<PageWeight> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  if (!manifest[page.screen]) throw new Error(`The Vite manifest has no chunk for ${page.screen}`);
  const keys = new Set<string>();
  collectStaticImports(manifest, entryKey, keys);
  collectStaticImports(manifest, APP_START, keys);
  collectStaticImports(manifest, page.screen, keys);
  const chunks = [...keys].map((key) => manifest[key]!);
  const files = await Promise.all(
    chunks.map(async ({ file }) => ({ file, gzipBytes: await gzipSize(outDir, file) })),
  );
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const cssSizes = await Promise.all(cssFiles.map((file) => gzipSize(outDir, file)));
  const jsGzipBytes = sum(files.map((f) => f.gzipBytes));
  return {
    route: page.route,
    budgetKb: page.budgetKb,
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    jsGzipBytes,
    cssGzipBytes: sum(cssSizes),
    withinBudget: page.budgetKb === undefined || jsGzipBytes <= page.budgetKb * 1000,
  };
}

/** The chunk and every chunk it reaches through static `import`s (not `import()`). */
function collectStaticImports(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
  into.add(key);
  for (const imported of chunk.imports ?? []) collectStaticImports(manifest, imported, into);
}

async function gzipSize(outDir: string, file: string): Promise<number> {
  return gzipSync(await fs.readFile(path.join(outDir, file)), { level: 9 }).length;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The project's own Vite config (root app/, manifest on), written to `outDir`. */
export function viteBuild(outDir: string): Promise<void> {
  const vite = path.resolve('node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => {
      stderr += data.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}: ${stderr}`)),
    );
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * One line per page, e.g.
 * "/expert/{id}  JS before interactive: 98.3 kB gzip, target 100 kB: within budget (6 chunks; CSS 3.8 kB)".
 */
export function formatBudget(pages: PageWeight[]): string {
  const width = Math.max(...pages.map((page) => page.route.length));
  return pages
    .map((page) => {
      const target =
        page.budgetKb === undefined
          ? 'no target (for reference)'
          : `target ${page.budgetKb} kB: ${page.withinBudget ? 'within budget' : 'OVER BUDGET'}`;
      const detail = `${page.files.length} chunks; CSS ${kB(page.cssGzipBytes)}`;
      return `${page.route.padEnd(width)}  JS before interactive: ${kB(page.jsGzipBytes)} gzip, ${target} (${detail})`;
    })
    .join('\n');
}

// `npx tsx bench/bundleBudget.ts` prints the figures alone, with the chunks counted.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pages = await measureBundleBudget();
  console.log(formatBudget(pages));
  for (const page of pages) {
    console.log(`\n${page.route}`);
    for (const { file, gzipBytes } of page.files)
      console.log(`  ${kB(gzipBytes).padStart(9)}  ${file}`);
  }
}
