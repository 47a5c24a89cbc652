import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startScratchServer } from '../e2e/support/scratchServer';
import { formatBudget, type PageWeight, viteBuild, weighBuild } from './bundleBudget';
import { formatLighthouse, type LighthouseFigures, measureLighthouse } from './lighthouse';
import { log } from './log';
import { withCleanUp } from './servers';

/**
 * Issue 14's "fast first open", on one build: the JS each page loads before it is
 * interactive (gzip, from the Vite manifest), the main script's bytes as the server
 * sends it per Accept-Encoding (compression must be on), and Lighthouse's mobile LCP and
 * score for the home page and the demo interview link, served by a scratch server.
 */

export interface FirstOpenFigures {
  bundle: PageWeight[];
  /** The entry script's bytes on the wire, by what the browser accepts. */
  entryScript: { file: string; bytes: Record<'identity' | 'gzip' | 'br', number> };
  lighthouse: LighthouseFigures[] | { skipped: string };
}

export async function measureFirstOpen(): Promise<FirstOpenFigures> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-first-open-'));
  try {
    log('first open: building the app');
    await viteBuild(outDir);
    const bundle = await weighBuild(outDir);
    console.log(`\n${formatBudget(bundle)}\n`);
    log('first open: a scratch server on that build (PGlite, demo data)');
    const server = await startScratchServer({
      label: 'parley-bench-first-open',
      env: { DIST_DIR: outDir, TRANSCRIPTION_PROVIDER: 'none' },
    });
    return await withCleanUp(server, async () => {
      const entryScript = await measureEntryScript(server.url, bundle);
      console.log(formatEntryScript(entryScript));
      const lighthouse = await lighthouseOrSkip(server.url);
      if (!('skipped' in lighthouse)) console.log(`\n${formatLighthouse(lighthouse)}\n`);
      return { bundle, entryScript, lighthouse };
    });
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

async function lighthouseOrSkip(baseUrl: string): Promise<FirstOpenFigures['lighthouse']> {
  log(
    `first open: Lighthouse mobile on / and the demo interview (load average ${os.loadavg()[0]!.toFixed(1)}: ` +
      'its CPU timings, and so LCP, grow with other work on the machine)',
  );
  try {
    return await measureLighthouse(baseUrl);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // CI must see a broken Chromium or Lighthouse, not a quiet gap in the figures.
    if (process.env.CI) throw error;
    log(`Lighthouse not measured: ${reason}`);
    return { skipped: reason };
  }
}

/**
 * The largest script of the home page's first load (the `framework` chunk: React, the
 * router, react-query) as sent for each Accept-Encoding.
 */
async function measureEntryScript(
  baseUrl: string,
  bundle: PageWeight[],
): Promise<FirstOpenFigures['entryScript']> {
  const largest = bundle.find((page) => page.route === '/')?.files[0];
  if (!largest) throw new Error('The home page loads no script');
  const file = `/${largest.file}`;
  const bytes = { identity: 0, gzip: 0, br: 0 };
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    const response = await rawGet(baseUrl + file, encoding);
    const sentAs = response.encoding ?? 'identity';
    if (sentAs !== encoding) {
      throw new Error(`${file} asked as ${encoding} came back as ${sentAs}: compression is off`);
    }
    bytes[encoding] = response.bytes;
  }
  return { file, bytes };
}

/** Bytes as sent (fetch would decode them), and the Content-Encoding. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ bytes: number; encoding?: string }>((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] }),
        );
      })
      .once('error', reject);
  });
}

function formatEntryScript({ file, bytes }: FirstOpenFigures['entryScript']): string {
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  return (
    `largest script ${file} as sent: ${kB(bytes.identity)} uncompressed, ` +
    `${kB(bytes.gzip)} gzip, ${kB(bytes.br)} Brotli`
  );
}

// `npx tsx bench/firstOpen.ts` measures this part alone (about two minutes).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await measureFirstOpen();
}
