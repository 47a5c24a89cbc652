import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from '../e2e/support/childServer';
import { startScratchServer } from '../e2e/support/scratchServer';
import { DEMO_CUSTOMER, floorSession, signIn } from './client';
import { COLLECT_GARBAGE_HEADER } from './collectGarbageOnRequest';
import { measureConcurrentAnswers, type SubmissionFigures } from './concurrentAnswers';
import { measureHelloWorld } from './helloWorldBaseline';
import type { CorpusFigures } from './largeCorpus';
import { log } from './log';
import { type Measurement, medianRound } from './measure';
import { measureTurns } from './measureTurns';
import { CAPTURE_HEADER, type CapturedQuery, WITH_PARLEY_BODY } from './queryCapture';
import { type Reader, SCALE_TARGETS, type ScaleTarget } from './scaleTargets';
import { SCALE_SHAPE, seedScale } from './seedScale';
import { withCleanUp } from './servers';

/**
 * Issue 16 (`BENCH_ONLY=scale`): the read endpoints on PostgreSQL with the demo data and
 * with 50,000 answers more (bench/seedScale.ts), each next to a bare Koa + pg server
 * running the statements Parley sent for it (bench/sameSqlServer.ts); the Parley
 * server's memory; and, on the 50,000 answers, 50 experts submitting answers at once.
 */

export type DataSize = 'demo' | '50k';

export interface ScaleRow {
  target: string;
  data: DataSize;
  statements: number;
  /** Parley's answer to the captured request, and how long that one request took alone. */
  responseBytes: number;
  singleRequestMs: number;
  /**
   * The first request alone, before anything was kept for it (a search's ranking, a
   * dashboard's figures): what a reader pays who asks for something nobody asked before.
   */
  firstRequestMs: number;
  /** Both absent when one request alone took longer than TOO_SLOW_FOR_LOAD_MS… */
  parley?: Measurement;
  bare?: Measurement;
  /** …and then the bare server's time for one request alone is measured instead. */
  bareSingleRequestMs?: number;
  /**
   * Parley's req/s over the bare server's (issue 16 asks ≥ 0.5); for a request too slow
   * to load, the bare server's time alone over Parley's (the same ratio for one client).
   */
  ratio?: number;
  /** Under load: each round's ratio; `ratio` and the figures are the median round's. */
  roundRatios?: number[];
  /**
   * Parley's req/s over the bare server's running the same statements but answering with
   * Parley's own body (its median round): Parley's time beyond the bytes it sends.
   */
  ratioToBareWithBody?: number;
  /**
   * Parley's req/s over the stack floor's (bench/stackFloorServer.ts: the same statements and
   * body behind only the libraries the stack requires), its median round: Parley's own code.
   */
  ratioToStackFloor?: number;
  /** The stack floor's req/s over the bare server's: the median of the rounds' ratios. */
  stackFloorToBare?: number;
  p95BudgetMs: number;
}

/** The server's resident set size, and how much of its JavaScript heap is in use. */
export interface MemoryReading {
  rssMb: number;
  /**
   * Live objects plus garbage not yet collected. After a burst of work V8 keeps the heap
   * pages it grew into, so RSS stays high while this falls back: the two together tell
   * retained data from a heap that has not shrunk.
   */
  heapUsedMb: number;
  /** In use after a full garbage collection (bench/collectGarbageOnRequest.ts): what the server keeps. */
  liveHeapMb: number;
}

export interface ScaleMemory {
  data: DataSize;
  /** Read from the Parley server's /metrics. */
  idle: MemoryReading;
  afterReads?: MemoryReading;
  afterSubmissions?: MemoryReading;
}

export interface ScaleFigures {
  connections: number;
  seconds: number;
  rounds: number;
  rows: ScaleRow[];
  memory: ScaleMemory[];
  corpus?: CorpusFigures;
  /** The round of submissions whose p99 is the median of the rounds' (submissionRounds). */
  submissions?: SubmissionFigures;
  /**
   * Every round, in order, each on interviews of its own: as with the reads, one slow or
   * fast window of a noisy host cannot move the median (on one host, 4 Dec 2026, one
   * run's p99 was 310 ms and the next's 175 ms).
   */
  submissionRounds?: SubmissionFigures[];
  /**
   * A bare Koa hello-world's req/s, measured just before the submissions: the host's speed
   * in this run (issue 16 was filed on a host where it answered 33,697 req/s).
   */
  helloWorldRps?: number;
}

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
/** `BENCH_SCALE_DATA=demo` (or `50k`) measures one data size only, for a quicker look. */
const DATA_SIZES = (['demo', '50k'] as const).filter(
  (size) => !process.env.BENCH_SCALE_DATA || process.env.BENCH_SCALE_DATA === size,
);
/** Parley and the bare servers take turns this many times per target (bench/measureTurns.ts). */
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
const EXPERTS_AT_ONCE = 50;
/**
 * A request that takes this long alone is not put under load: 10 connections would
 * queue behind it past autocannon's 10 s timeout, the abandoned requests would pile up
 * in the server, and what followed would measure that pile-up. Its time alone is reported.
 */
const TOO_SLOW_FOR_LOAD_MS = 2_000;
/**
 * Slower requests get no warm-up load (the capture's two requests warmed them), a run
 * long enough for three rounds of every connection, and autocannon's timeout raised,
 * so the figures count answers rather than timeouts.
 */
const SLOW_REQUEST_MS = 100;

function loadFor(aloneMs: number) {
  const settings = { connections: CONNECTIONS, seconds: SECONDS };
  if (aloneMs <= SLOW_REQUEST_MS) return settings;
  const rounds = Math.ceil((3 * CONNECTIONS * aloneMs) / 1000);
  return { ...settings, seconds: Math.max(SECONDS, rounds), warmUpSeconds: 0, timeoutSeconds: 60 };
}

/**
 * autocannon stops with up to one request per connection still running in the server:
 * let those finish before the next run, or it would share the CPU with them.
 */
function settle(aloneMs: number): Promise<void> {
  const wait = aloneMs <= SLOW_REQUEST_MS ? 0 : CONNECTIONS * aloneMs;
  return new Promise((resolve) => setTimeout(resolve, wait));
}

/** One warm request, then one timed: the server's time for a request with nothing else running. */
async function timeAlone(url: string): Promise<number> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  await once();
  return once();
}
const CAPTURE_SCRIPT = path.resolve('bench', 'queryCapture.ts');
const COLLECT_GARBAGE_SCRIPT = path.resolve('bench', 'collectGarbageOnRequest.ts');

export async function measureScale(postgresUrl: string): Promise<ScaleFigures> {
  const figures: ScaleFigures = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    rows: [],
    memory: [],
  };
  for (const data of DATA_SIZES) {
    log(`scale: Parley on PostgreSQL, ${data === 'demo' ? 'demo data' : describeShape()}`);
    await onScratchServer(postgresUrl, data, figures);
  }
  return figures;
}

async function onScratchServer(postgresUrl: string, data: DataSize, figures: ScaleFigures) {
  const captureDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-scale-'));
  const queryLog = path.join(captureDir, 'statements.jsonl');
  const server = await startScratchServer({
    label: 'parley_scale',
    postgresUrl,
    // Its log line per request goes to a file, not through this process, which drives the load.
    outputFile: path.join(captureDir, 'server.log'),
    env: {
      NODE_OPTIONS: [
        process.env.NODE_OPTIONS ?? '',
        '--expose-gc --import tsx',
        `--import ${CAPTURE_SCRIPT} --import ${COLLECT_GARBAGE_SCRIPT}`,
      ].join(' '),
      BENCH_QUERY_LOG: queryLog,
      BENCH_COLLECT_GARBAGE: '1',
      AI_PROVIDER: 'local',
      TRANSCRIPTION_PROVIDER: 'none',
    },
  });
  try {
    await withCleanUp(server, async () => {
      if (data === '50k') {
        figures.corpus = await seedScale(server.databaseUrl!);
        log(`  seeded in ${figures.corpus.buildSeconds.toFixed(1)} s`);
      }
      const memory: ScaleMemory = { data, idle: await serverMemory(server.url) };
      figures.memory.push(memory);
      const headers = await readerHeaders(server.url);
      const captured = new Map<string, Captured>();
      for (const target of SCALE_TARGETS) {
        captured.set(target.key, await capture(server.url, target, headers[target.as]));
      }
      const replayFile = path.join(captureDir, 'replay.jsonl');
      const statements = await writeReplay(queryLog, captured, replayFile);
      const bodyFile = path.join(captureDir, 'bodies.json');
      await fs.writeFile(
        bodyFile,
        JSON.stringify(Object.fromEntries([...captured].map(([key, { body }]) => [key, body]))),
      );
      // Both baselines replay the captured statements on the scratch database.
      const replayEnv = {
        ...process.env,
        SAME_SQL_FILE: replayFile,
        SAME_BODY_FILE: bodyFile,
        DATABASE_URL: server.databaseUrl,
      };
      const bare = await startChildServer({
        script: 'bench/sameSqlServer.ts',
        env: replayEnv,
        ready: /same-sql listening on (\d+)/,
      });
      await withCleanUp(bare, async () => {
        const floor = await startChildServer({
          script: 'bench/stackFloorServer.ts',
          env: replayEnv,
          ready: /stack floor listening on (\d+)/,
          outputFile: path.join(captureDir, 'floor.log'),
        });
        const floorUrl = `http://127.0.0.1:${floor.port}`;
        const floorCookie = await floorSession(floorUrl);
        await withCleanUp(floor, async () => {
          for (const target of SCALE_TARGETS) {
            const { bytes, ms, firstMs } = captured.get(target.key)!;
            const count = statements.get(target.key) ?? 0;
            log(
              `  ${target.name}: ${count} statements, one request alone ${ms.toFixed(0)} ms (the first ${firstMs.toFixed(0)} ms)`,
            );
            const parleyUrl = server.url + target.path;
            const bareUrl = `http://127.0.0.1:${bare.port}/${target.key}`;
            const row: ScaleRow = {
              target: target.name,
              data,
              statements: count,
              responseBytes: bytes,
              singleRequestMs: ms,
              firstRequestMs: firstMs,
              p95BudgetMs: target.p95BudgetMs,
            };
            if (ms > TOO_SLOW_FOR_LOAD_MS) {
              row.bareSingleRequestMs = await timeAlone(bareUrl);
              row.ratio = row.bareSingleRequestMs / ms;
            } else {
              const load = loadFor(ms);
              const floorHeaders: Record<string, string> =
                target.as === 'link' ? {} : { cookie: floorCookie };
              const [pair, withBody, stackFloor] = await measureTurns(
                { url: parleyUrl, headers: headers[target.as], ...load },
                [
                  { url: bareUrl, ...load },
                  { url: `http://127.0.0.1:${bare.port}${WITH_PARLEY_BODY}${target.key}`, ...load },
                  { url: `${floorUrl}/${target.key}`, headers: floorHeaders, ...load },
                ],
                { rounds: ROUNDS, between: () => settle(ms) },
              );
              row.parley = pair!.parley;
              row.bare = pair!.bare;
              row.ratio = pair!.ratio;
              row.roundRatios = pair!.roundRatios;
              row.ratioToBareWithBody = withBody!.ratio;
              row.ratioToStackFloor = stackFloor!.ratio;
              row.stackFloorToBare = medianRound(
                pair!.roundRatios.map((toBare, round) => toBare / stackFloor!.roundRatios[round]!),
                (ratio) => ratio,
              );
            }
            figures.rows.push(row);
          }
        });
      });
      memory.afterReads = await serverMemory(server.url);
      if (data === '50k') {
        log('  the host: a bare Koa hello-world');
        figures.helloWorldRps = (
          await measureHelloWorld({ connections: CONNECTIONS, seconds: SECONDS })
        ).requestsPerSecond;
        log(`  ${EXPERTS_AT_ONCE} experts submitting answers at once`);
        figures.submissionRounds = [];
        for (let round = 0; round < ROUNDS; round++) {
          figures.submissionRounds.push(
            await measureConcurrentAnswers(server.url, EXPERTS_AT_ONCE),
          );
        }
        figures.submissions = medianRound(figures.submissionRounds, (round) => round.p99Ms);
        memory.afterSubmissions = await serverMemory(server.url);
      }
    });
  } finally {
    await fs.rm(captureDir, { recursive: true, force: true });
  }
}

/** The request headers of each kind of reader: a session cookie, or none for the link. */
async function readerHeaders(baseUrl: string): Promise<Record<Reader, Record<string, string>>> {
  return {
    admin: { cookie: await signIn(baseUrl) },
    customer: { cookie: await signIn(baseUrl, DEMO_CUSTOMER) },
    link: {},
  };
}

interface Captured {
  /** Names the request in the query log: `<target key>#<1 or 2>`. */
  mark: string;
  /** What Parley answered, as sent to a client that asks for no encoding. */
  body: string;
  bytes: number;
  ms: number;
  /** The first of the two requests alone. */
  firstMs: number;
}

/**
 * Two requests, the second one kept: the steady state (the first link open writes an
 * audit event, later ones only look it up). A first request slower than
 * TOO_SLOW_FOR_LOAD_MS is kept instead, as a second would cost as much and show nothing
 * new. Each is marked, so its statements can be told apart in the query log.
 */
async function capture(
  baseUrl: string,
  target: ScaleTarget,
  headers: Record<string, string>,
): Promise<Captured> {
  const timedGet = async (mark: string): Promise<Omit<Captured, 'firstMs'>> => {
    const started = performance.now();
    const response = await fetch(baseUrl + target.path, {
      headers: { ...headers, [CAPTURE_HEADER]: mark },
    });
    const body = await response.text();
    if (response.status !== 200) {
      throw new Error(`${target.name}: ${response.status}: ${body.slice(0, 200)}`);
    }
    return { mark, body, bytes: Buffer.byteLength(body), ms: performance.now() - started };
  };
  // The second request decides whether the target is loaded: a first read that computes
  // what later reads are served from (the client dashboard at 50k) is not the steady cost.
  const first = await timedGet(`${target.key}#1`);
  const kept = await timedGet(`${target.key}#2`);
  return { ...kept, firstMs: first.ms };
}

/**
 * The kept request's statements, named by target key, for the bare server; returns
 * how many each target has.
 */
async function writeReplay(
  queryLog: string,
  captured: Map<string, Captured>,
  replayFile: string,
): Promise<Map<string, number>> {
  const keyOfMark = new Map([...captured].map(([key, { mark }]) => [mark, key]));
  const counts = new Map<string, number>();
  const lines: string[] = [];
  for (const line of (await fs.readFile(queryLog, 'utf8')).split('\n')) {
    if (!line) continue;
    const query = JSON.parse(line) as CapturedQuery;
    const key = keyOfMark.get(query.target);
    if (!key) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    lines.push(JSON.stringify({ ...query, target: key }));
  }
  await fs.writeFile(replayFile, `${lines.join('\n')}\n`);
  return counts;
}

/**
 * The server's memory as its Prometheus metrics report it (loopback may read them):
 * first as found, then after a full garbage collection.
 */
async function serverMemory(baseUrl: string): Promise<MemoryReading> {
  const asFound = await readMetrics(baseUrl);
  const collected = await readMetrics(baseUrl, { [COLLECT_GARBAGE_HEADER]: '1' });
  return {
    rssMb: asFound('process_resident_memory_bytes'),
    heapUsedMb: asFound('nodejs_heap_size_used_bytes'),
    liveHeapMb: collected('nodejs_heap_size_used_bytes'),
  };
}

async function readMetrics(baseUrl: string, headers: Record<string, string> = {}) {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers })).text();
  return (metric: string) => {
    const bytes = new RegExp(`^${metric} (\\d+)`, 'm').exec(text)?.[1];
    if (!bytes) throw new Error(`The server’s /metrics has no ${metric}`);
    return Number(bytes) / 1024 ** 2;
  };
}

function describeShape(): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `${n(SCALE_SHAPE.answers)} answers more across ${n(SCALE_SHAPE.interviews)} interviews and ${SCALE_SHAPE.projects} projects`;
}
