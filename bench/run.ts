import os from 'node:os';
import { postgresReachable } from '../e2e/support/scratchDatabase';
import { startScratchServer } from '../e2e/support/scratchServer';
import { measureAiLatency } from './aiLatency';
import { type Database, measureAnswerPipeline } from './answerPipeline';
import { DEMO_INTERVIEW_ID, signIn } from './client';
import { type FirstOpenFigures, measureFirstOpen } from './firstOpen';
import { measureHelloWorld } from './helloWorldBaseline';
import { log } from './log';
import { measure } from './measure';
import { type BenchRow, formatTable, writeResults } from './report';
import { measureScale, type ScaleFigures } from './scaleBench';
import { formatScale } from './scaleReport';
import { stopAllServers, withCleanUp } from './servers';

/**
 * `npm run bench`: throughput of two API calls on each database, next to a bare Koa
 * hello-world measured in the same run on the same machine. Informative only: nothing
 * here asserts a timing. Each server runs in its own process so autocannon does not
 * share its event loop (PGlite runs on the server's main thread). Before that, the
 * first open (bench/firstOpen.ts): the gzip JS the home page, the interview link and
 * /auth load before they are interactive, the main script as sent per encoding, and
 * Lighthouse's mobile LCP and score for the home page and the demo interview.
 * After the table, issue 4's figures: the offline outbox draining a backlog next to
 * plain fetch (the one part that fails the bench: if an answer did not land exactly
 * once), and the local transcription's speed, in-process and from Stop over HTTP.
 * Last, issue 15's Ask AI and analysis latency on the demo data and on 50,000 answers
 * (bench/aiLatency.ts); `BENCH_ONLY=ai npm run bench` measures only that (about 2 min).
 * Then issue 16's scale figures on PostgreSQL (bench/scaleBench.ts): the read endpoints
 * at demo size and with 50,000 answers, each next to a bare Koa + pg server running the
 * same SQL, the server's memory, and 50 experts answering at once; `BENCH_ONLY=scale`
 * measures only those (about 5 min).
 */
const settings = { connections: 10, seconds: Number(process.env.BENCH_SECONDS ?? 10) };
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ??
  (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
    ? process.env.DATABASE_URL!
    : 'postgres://postgres@127.0.0.1:5432/postgres');

const TARGETS = [
  { name: 'GET /api/projects (admin)', path: '/api/projects', signedIn: true },
  {
    name: 'GET /api/expert/{id}/current-question',
    path: `/api/expert/${DEMO_INTERVIEW_ID}/current-question`,
    signedIn: false,
  },
];

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    console.log(`\n${signal}: stopping servers and dropping scratch databases…`);
    await stopAllServers();
    process.exit(130);
  });
}

async function main() {
  if (process.env.BENCH_ONLY === 'ai') return aiOnly();
  if (process.env.BENCH_ONLY === 'scale') return scaleOnly();
  const started = performance.now();
  const firstOpen = await measureFirstOpenOrSkip();
  const rows: BenchRow[] = [];
  log(`${settings.connections} connections, ${settings.seconds} s per target (after a warm-up)`);

  log('baseline: bare Koa hello-world');
  const helloWorld = await measureHelloWorld(settings);
  const baseline = helloWorld.requestsPerSecond;
  rows.push({
    target: 'Koa hello-world (baseline)',
    database: 'none',
    measurement: helloWorld,
    ratioToBaseline: 1,
  });

  const databases: Database[] = [{ label: 'PGlite' }];
  if (await postgresReachable(POSTGRES_URL)) {
    databases.push({ label: 'PostgreSQL', postgresUrl: POSTGRES_URL });
  } else {
    log(`PostgreSQL is not reachable at ${redact(POSTGRES_URL)}: skipping it`);
    rows.push(
      ...TARGETS.map((t) => ({
        target: t.name,
        database: 'PostgreSQL',
        skipped: 'server not reachable',
      })),
    );
  }

  for (const database of databases) {
    log(`${database.label}: starting Parley on a scratch database with the demo data`);
    const server = await startScratchServer({
      label: 'parley-bench',
      postgresUrl: database.postgresUrl,
    });
    await withCleanUp(server, async () => {
      log(`  ${server.databaseDescription}`);
      const cookie = await signIn(server.url);
      for (const target of TARGETS) {
        const url = server.url + target.path;
        const headers: Record<string, string> = target.signedIn ? { cookie } : {};
        const row: BenchRow = { target: target.name, database: database.label };
        rows.push(row);
        const problem = await probe(url, headers);
        if (problem) {
          row.skipped = problem;
          log(`  ${target.name}: not measured (${problem})`);
          continue;
        }
        log(`  ${target.name}`);
        row.measurement = await measure({ url, headers, ...settings });
        row.ratioToBaseline = row.measurement.requestsPerSecond / baseline;
      }
    });
  }

  console.log(`\n${formatTable(rows)}\n`);
  const answerPipeline = await measureAnswerPipeline(databases);
  const askAi = await measureAiLatency(databases);
  const scale = await measureScaleOrSkip();
  const totalSeconds = Math.round((performance.now() - started) / 1000);
  // Other work on the machine skews every figure; the load says how much there was.
  const loadAverage = os.loadavg()[0]!;
  const file = await writeResults(rows, settings, {
    firstOpen,
    ...answerPipeline,
    askAi,
    scale,
    totalSeconds,
    loadAverage,
  });
  log(`results written to ${file}`);
  log(
    `whole bench: ${Math.floor(totalSeconds / 60)} min ${totalSeconds % 60} s; ` +
      `load average (1 min) at the end: ${loadAverage.toFixed(2)} on ${os.cpus().length} cores`,
  );
}

/** BENCH_ONLY=ai: issue 15's figures alone, written to bench/results/ai.json. */
async function aiOnly() {
  const databases: Database[] = [{ label: 'PGlite' }];
  if (await postgresReachable(POSTGRES_URL)) {
    databases.push({ label: 'PostgreSQL', postgresUrl: POSTGRES_URL });
  }
  const askAi = await measureAiLatency(databases);
  const loadAverage = os.loadavg()[0]!;
  const file = await writeResults([], settings, { askAi, loadAverage }, 'ai.json');
  log(`results written to ${file}; load average (1 min): ${loadAverage.toFixed(2)}`);
}

/** BENCH_ONLY=scale: issue 16's figures alone, written to bench/results/scale.json. */
async function scaleOnly() {
  const scale = await measureScaleOrSkip();
  const loadAverage = os.loadavg()[0]!;
  const file = await writeResults([], settings, { scale, loadAverage }, 'scale.json');
  log(`results written to ${file}; load average (1 min): ${loadAverage.toFixed(2)}`);
}

/** Issue 16's figures need PostgreSQL (the 50,000 answers are seeded with plain SQL). */
async function measureScaleOrSkip(): Promise<ScaleFigures | { skipped: string }> {
  if (!(await postgresReachable(POSTGRES_URL))) {
    log(`scale not measured: PostgreSQL is not reachable at ${redact(POSTGRES_URL)}`);
    return { skipped: 'PostgreSQL not reachable' };
  }
  const scale = await measureScale(POSTGRES_URL);
  console.log(`\n${formatScale(scale)}\n`);
  return scale;
}

/**
 * First: what a first open costs (bundle budget, compression, Lighthouse LCP). Reported,
 * never a reason to fail the bench, except a broken measurement on CI.
 */
async function measureFirstOpenOrSkip(): Promise<FirstOpenFigures | { skipped: string }> {
  try {
    return await measureFirstOpen();
  } catch (error) {
    if (process.env.CI) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    log(`first open not measured: ${reason}`);
    return { skipped: reason };
  }
}

/** One request before the load: a route still being written answers 404/501, not 200. */
async function probe(url: string, headers: Record<string, string>): Promise<string | undefined> {
  try {
    const response = await fetch(url, { headers });
    if (response.status === 200) return undefined;
    const text = (await response.text()).replace(/\s+/g, ' ').slice(0, 100);
    return `${response.status}: ${text}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().catch(async (error) => {
  console.error('[bench] failed:', error instanceof Error ? error.message : error);
  await stopAllServers();
  process.exit(1);
});
