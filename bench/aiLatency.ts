import { MERIDIAN_CAPITAL } from '../api/db/seeds/content/clients';
import { startChildServer } from '../e2e/support/childServer';
import { startScratchServer } from '../e2e/support/scratchServer';
import { isCovered, loadQuestions } from '../eval/ai/questionSet';
import { DEMO_CUSTOMER, sameOriginFetch, signIn } from './client';
import { buildLargeCorpus, type CorpusFigures } from './largeCorpus';
import { log } from './log';
import { textTable } from './report';
import { withCleanUp } from './servers';

/**
 * Issue 15's figures: how long Ask AI and a custom analysis take, one request at a
 * time over HTTP as the demo customer, on the demo data (each database) and on a
 * 50,000-answer data set (PostgreSQL; bench/largeCorpus.ts). The local engine
 * (AI_PROVIDER=local), so the figures are Parley's own work, not a model's. The
 * baseline is a bare Koa hello-world asked the same way, so a ratio reads "this many
 * times a request that does nothing".
 */

export interface AiDatabase {
  label: string;
  postgresUrl?: string;
}

export interface LatencyFigures {
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface AiLatencyRow {
  target: string;
  database: string;
  data: string;
  figures?: LatencyFigures;
  skipped?: string;
}

export interface AiLatencyFigures {
  baseline: LatencyFigures;
  rows: AiLatencyRow[];
  largeCorpus?: CorpusFigures | { skipped: string };
}

const CLIENT = MERIDIAN_CAPITAL;
export const LARGE_CORPUS_ANSWERS = Number(process.env.BENCH_AI_ANSWERS ?? 50_000);
const QUESTION_COUNT = 20;
/**
 * Warm-up questions and runs per analysis, on the demo data and on the large data set:
 * there, one request takes seconds (a graph over a minute: see README), and the bench
 * should stay within a few minutes.
 */
const WARM_UP_QUESTIONS = { demo: 3, large: 1 };
const ANALYSIS_RUNS = { demo: 3, large: 1 };
const BASELINE_REQUESTS = 200;

const LIST_REQUEST = { type: 'list', question: 'What themes come up across the interviews?' };
const GRAPH_REQUEST = {
  type: 'graph',
  question: 'Which topics come up most, by company?',
  graphType: 'bar',
  parameters: ['regulation', 'data quality', 'cost', 'climate risk'],
};

export async function measureAiLatency(databases: AiDatabase[]): Promise<AiLatencyFigures> {
  const baseline = await measureBaseline();
  const rows: AiLatencyRow[] = [];
  let largeCorpus: AiLatencyFigures['largeCorpus'];
  for (const database of databases) {
    log(`Ask AI and analysis on ${database.label}, demo data`);
    rows.push(...(await onScratchServer(database, 'demo')).rows);
  }
  const postgres = databases.find((database) => database.postgresUrl);
  if (postgres) {
    log(
      `Ask AI and analysis on ${postgres.label}, ${LARGE_CORPUS_ANSWERS.toLocaleString('en-US')} answers`,
    );
    const result = await onScratchServer(postgres, 'large');
    rows.push(...result.rows);
    largeCorpus = result.corpus;
  } else {
    largeCorpus = { skipped: 'PostgreSQL not reachable' };
    log('large data set not measured: PostgreSQL not reachable');
  }
  console.log(`\n${formatAiLatency(baseline, rows, largeCorpus)}\n`);
  return { baseline, rows, largeCorpus };
}

/** One scratch server: the demo data as seeded, or with the large data set added first. */
async function onScratchServer(
  database: AiDatabase,
  data: 'demo' | 'large',
): Promise<{ rows: AiLatencyRow[]; corpus?: CorpusFigures }> {
  const server = await startScratchServer({
    label: 'parley_bench_ai',
    postgresUrl: database.postgresUrl,
    env: { AI_PROVIDER: 'local' },
  });
  return withCleanUp(server, async () => {
    let dataLabel = 'demo';
    let corpus: CorpusFigures | undefined;
    if (data === 'large') {
      corpus = await buildLargeCorpus(server.databaseUrl!, {
        client: CLIENT,
        answers: LARGE_CORPUS_ANSWERS,
      });
      log(
        `  built ${corpus.answers.toLocaleString('en-US')} answers in ${corpus.buildSeconds.toFixed(1)} s ` +
          `(VACUUM ANALYZE ${corpus.vacuumSeconds.toFixed(1)} s)`,
      );
      dataLabel = `+${LARGE_CORPUS_ANSWERS.toLocaleString('en-US')}`;
    }
    const post = customerPoster(server.url, await signIn(server.url, DEMO_CUSTOMER));
    const row = (target: string, figures: LatencyFigures): AiLatencyRow => ({
      target,
      database: database.label,
      data: dataLabel,
      figures,
    });
    const questions = benchQuestions();
    for (const question of questions.slice(0, WARM_UP_QUESTIONS[data])) {
      await post('ask-ai', { question });
    }
    const ask = await timed(questions.map((question) => () => post('ask-ai', { question })));
    log(`  ask-ai: median ${ask.medianMs.toFixed(0)} ms, p95 ${ask.p95Ms.toFixed(0)} ms`);
    const analyse = (request: object) => () => post('generate-analysis', request);
    // On the large data set the first ask-ai requests have warmed the caches already.
    if (data === 'demo') await analyse(LIST_REQUEST)();
    const list = await timed(repeat(ANALYSIS_RUNS[data], analyse(LIST_REQUEST)));
    if (data === 'demo') await analyse(GRAPH_REQUEST)();
    const graph = await timed(repeat(ANALYSIS_RUNS[data], analyse(GRAPH_REQUEST)));
    log(
      `  analysis: list median ${list.medianMs.toFixed(0)} ms, graph median ${graph.medianMs.toFixed(0)} ms`,
    );
    return {
      corpus,
      rows: [
        row(`POST ask-ai (${questions.length} questions)`, ask),
        row('POST generate-analysis, themes list', list),
        row(`POST generate-analysis, graph of ${GRAPH_REQUEST.parameters.length}`, graph),
      ],
    };
  });
}

/**
 * A fixed mix from the labelled evaluation set: the first covered and uncovered
 * Meridian Capital questions, alternating, so retrieval meets both kinds.
 */
export function benchQuestions(): string[] {
  const mine = loadQuestions().filter((q) => q.client === CLIENT);
  const covered = mine.filter(isCovered);
  const uncovered = mine.filter((q) => !isCovered(q));
  return Array.from(
    { length: QUESTION_COUNT },
    (_, i) => (i % 2 === 0 ? covered : uncovered)[Math.floor(i / 2)]!.question,
  );
}

function customerPoster(baseUrl: string, cookie: string) {
  const send = sameOriginFetch(baseUrl);
  return async (route: string, body: object) => {
    const response = await send(`${baseUrl}/api/customer/${encodeURIComponent(CLIENT)}/${route}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${route}: ${response.status}: ${text.slice(0, 200)}`);
    // A long analysis answers 202 while its job runs: the figure is the time to the result.
    if (response.status === 202) await untilAnalysed(baseUrl, cookie, JSON.parse(text).id);
  };
}

const ANALYSIS_POLL_MS = 250;

async function untilAnalysed(baseUrl: string, cookie: string, id: string) {
  const url = `${baseUrl}/api/customer/${encodeURIComponent(CLIENT)}/analyses/${encodeURIComponent(id)}`;
  for (;;) {
    const response = await fetch(url, { headers: { cookie } });
    const analysis = (await response.json()) as { status: string; error: string | null };
    if (!response.ok) throw new Error(`GET analysis ${id}: ${response.status}`);
    if (analysis.status === 'failed') throw new Error(`analysis ${id} failed: ${analysis.error}`);
    if (analysis.status === 'done') return;
    await new Promise((resolve) => setTimeout(resolve, ANALYSIS_POLL_MS));
  }
}

async function measureBaseline(): Promise<LatencyFigures> {
  const hello = await startChildServer({
    script: 'bench/helloWorld.ts',
    env: process.env,
    ready: /listening on (\d+)/,
  });
  return withCleanUp(hello, async () => {
    const url = `http://127.0.0.1:${hello.port}/`;
    const get = async () => void (await (await fetch(url)).text());
    for (let i = 0; i < 20; i++) await get();
    return timed(repeat(BASELINE_REQUESTS, get));
  });
}

/** Runs each request after the previous one and summarises their durations. */
async function timed(requests: (() => Promise<void>)[]): Promise<LatencyFigures> {
  const durations: number[] = [];
  for (const request of requests) {
    const started = performance.now();
    await request();
    durations.push(performance.now() - started);
  }
  return summarise(durations);
}

export function summarise(durations: number[]): LatencyFigures {
  const sorted = [...durations].sort((a, b) => a - b);
  // Nearest rank: the smallest duration at least 95 % of the requests did not exceed.
  const rank = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
  return {
    runs: sorted.length,
    medianMs: median(sorted),
    p95Ms: rank(0.95),
    maxMs: sorted.at(-1)!,
  };
}

function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The same request `times` times, each to run after the previous one. */
function repeat(times: number, request: () => Promise<void>): (() => Promise<void>)[] {
  return Array.from({ length: times }, () => request);
}

const COLUMNS = [
  'target',
  'database',
  'data',
  'runs',
  'median ms',
  'p95 ms',
  'max ms',
  'median vs baseline',
];

export function formatAiLatency(
  baseline: LatencyFigures,
  rows: AiLatencyRow[],
  largeCorpus: AiLatencyFigures['largeCorpus'],
): string {
  const cells = [
    { target: 'GET Koa hello-world (baseline)', database: 'none', data: '-', figures: baseline },
    ...rows,
  ].map((row) => {
    const f = row.figures;
    if (!f)
      return [
        row.target,
        row.database,
        row.data,
        '-',
        '-',
        '-',
        '-',
        `not measured: ${row.skipped}`,
      ];
    return [
      row.target,
      row.database,
      row.data,
      String(f.runs),
      milliseconds(f.medianMs),
      milliseconds(f.p95Ms),
      milliseconds(f.maxMs),
      `${Math.round(f.medianMs / baseline.medianMs).toLocaleString('en-US')}x`,
    ];
  });
  const table = textTable(COLUMNS, cells, (i) => i >= 3);
  const corpus =
    largeCorpus && !('skipped' in largeCorpus)
      ? `\nLarge data set: ${largeCorpus.answers.toLocaleString('en-US')} answers in ${largeCorpus.interviews.toLocaleString('en-US')} interviews ` +
        `and ${largeCorpus.projects} projects, recombined from ${largeCorpus.sourceSentences} demo sentences, ` +
        `built in ${largeCorpus.buildSeconds.toFixed(1)} s (of which VACUUM ANALYZE ${largeCorpus.vacuumSeconds.toFixed(1)} s).`
      : '';
  return `Ask AI and analysis, one request at a time, local engine:\n${table}${corpus}`;
}

const milliseconds = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
