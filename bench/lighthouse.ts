import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_INTERVIEW_ID } from './client';

/**
 * Issue 14's first-open figures: Lighthouse's mobile run (its default: a mid-range
 * phone, slow 4G, 4× CPU slowdown, simulated so it is steady enough to compare builds)
 * on the home page and the demo interview link, with Debian's Chromium. Each page gets
 * a fresh browser profile, so nothing is cached and no service worker answers.
 */

/** Issue 14's target for the largest contentful paint on both pages. */
export const LCP_TARGET_MS = 1500;

export const LIGHTHOUSE_PAGES = [
  { label: '/', path: '/' },
  { label: '/expert/{id}', path: `/expert/${DEMO_INTERVIEW_ID}` },
] as const;

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseFigures {
  label: string;
  lcpMs: number;
  fcpMs: number;
  /** Lighthouse's performance score, 0 to 1. */
  score: number;
  /** Bytes of JavaScript on the wire (compressed as sent) during the whole page load. */
  jsTransferBytes: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** Runs Lighthouse on each page of `baseUrl` in turn (two Chromiums at once would skew both). */
export async function measureLighthouse(baseUrl: string): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const page of LIGHTHOUSE_PAGES) figures.push(await audit(page.label, baseUrl + page.path));
  return figures;
}

async function audit(label: string, url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] })
      ?.items ?? []) as NetworkRequest[];
    return {
      label,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      score: lhr.categories.performance?.score ?? Number.NaN,
      jsTransferBytes: requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((total, request) => total + (request.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One line per page, e.g.
 * "/expert/{id}  LCP 1.21 s (target 1.5 s: met), FCP 0.95 s, score 0.98, JS sent 112.4 kB".
 */
export function formatLighthouse(figures: LighthouseFigures[]): string {
  const width = Math.max(...figures.map((page) => page.label.length));
  return figures
    .map((page) => {
      const verdict = page.lcpMs <= LCP_TARGET_MS ? 'met' : 'MISSED';
      return (
        `${page.label.padEnd(width)}  Lighthouse mobile: LCP ${seconds(page.lcpMs)} ` +
        `(target ${seconds(LCP_TARGET_MS)}: ${verdict}), FCP ${seconds(page.fcpMs)}, ` +
        `score ${page.score.toFixed(2)}, JS sent ${(page.jsTransferBytes / 1000).toFixed(1)} kB`
      );
    })
    .join('\n');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// `npx tsx bench/lighthouse.ts http://127.0.0.1:PORT` audits a server already running.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) throw new Error('Usage: npx tsx bench/lighthouse.ts http://127.0.0.1:PORT');
  console.log(formatLighthouse(await measureLighthouse(baseUrl.replace(/\/$/, ''))));
}
