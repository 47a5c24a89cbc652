// First: Dexie picks up the IndexedDB implementation when it is imported.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { ParleyDatabase } from '../app/offline/db';
import { CHUNK_MS } from '../app/offline/draftRecordings';
import { DexieOutboxStorage } from '../app/offline/outboxStore';
import type { CurrentQuestionResponse, Interview, Project } from '../sync/contract';
import { OutboxEngine } from '../sync/outbox/engine';
import { httpTransport } from '../sync/outbox/httpTransport';
import { memoryLock } from '../sync/outbox/locks';
import { newOperation } from '../sync/outbox/operations';
import { adminClient, DEMO_INTERVIEW_ID, sameOriginFetch, signIn } from './client';
import { type PlannedAnswer, planAnswers, QUESTIONS, type RecordedAudio } from './outboxPlan';
import { textTable } from './report';

/**
 * Issue 4: how long the offline outbox takes to drain a backlog, next to sending the
 * same requests with plain fetch. The engine run includes the Dexie storage (on
 * fake-indexeddb) and the real httpTransport; the direct run has neither. Both run
 * against the same server in the same run, after a warm-up interview.
 */

export const INTERVIEWS_PER_RUN = 25;

export interface DrainFigures {
  interviews: number;
  textAnswers: number;
  audioAnswers: number;
  engineMs: number;
  directMs: number;
  /** engine / direct. */
  ratio: number;
  /**
   * CPU time this process spent on each run (user + system). Steadier than wall time
   * on a shared machine, and it is where the engine and its storage add their cost.
   */
  engineCpuMs: number;
  directCpuMs: number;
  /** Answers found on the server afterwards, each exactly once, over both runs. */
  verifiedAnswers: number;
}

/** A browser-like recording of `file`, split into the one-second chunks the recorder stores. */
export async function recordingFrom(file: string, seconds: number): Promise<RecordedAudio> {
  const bytes = await fs.readFile(file);
  const durationMs = Math.round(seconds * 1000);
  const count = Math.max(1, Math.ceil(durationMs / CHUNK_MS));
  const size = Math.ceil(bytes.length / count);
  const chunks = Array.from(
    { length: count },
    (_, i) => new Uint8Array(bytes.subarray(i * size, (i + 1) * size)).buffer,
  );
  return { mimeType: 'audio/webm;codecs=opus', durationMs, chunks };
}

export async function measureOutboxDrain(
  baseUrl: string,
  recording: RecordedAudio,
): Promise<DrainFigures> {
  const admin = adminClient(baseUrl, await signIn(baseUrl));
  await expectTranscriptionOff(baseUrl);
  const project = await admin<Project>('POST', '/api/projects', {
    name: `Bench outbox drain ${new Date().toISOString()}`,
    client: 'Bench Client',
    baseQuestions: QUESTIONS,
  });
  const interviewSet = (label: string, count: number) =>
    createInterviews(baseUrl, admin, project, label, count);
  const engineSet = await interviewSet('engine', INTERVIEWS_PER_RUN);
  const directSet = await interviewSet('direct', INTERVIEWS_PER_RUN);
  const warmUpSet = await interviewSet('warm-up', 1);

  // Untimed: the server's first writes (JIT, caches) would otherwise count against one side.
  await sendDirect(baseUrl, planAnswers(warmUpSet, recording));
  const enginePlan = planAnswers(engineSet, recording);
  const directPlan = planAnswers(directSet, recording);
  const engine = await drainThroughEngine(baseUrl, enginePlan);
  const direct = await sendDirect(baseUrl, directPlan);

  const verifiedAnswers =
    (await expectLandedOnce(baseUrl, enginePlan, 'engine')) +
    (await expectLandedOnce(baseUrl, directPlan, 'direct'));
  const audioAnswers = enginePlan.filter((answer) => answer.audio).length;
  return {
    interviews: INTERVIEWS_PER_RUN,
    textAnswers: enginePlan.length - audioAnswers,
    audioAnswers,
    engineMs: engine.wallMs,
    directMs: direct.wallMs,
    ratio: engine.wallMs / direct.wallMs,
    engineCpuMs: engine.cpuMs,
    directCpuMs: direct.cpuMs,
    verifiedAnswers,
  };
}

interface BenchInterview {
  id: string;
  questionIds: string[];
}

/** Interviews of `project` and their question ids, as the expert's device caches them. */
export async function createInterviews(
  baseUrl: string,
  admin: ReturnType<typeof adminClient>,
  project: Project,
  label: string,
  count: number,
): Promise<BenchInterview[]> {
  const interviews: BenchInterview[] = [];
  for (let i = 0; i < count; i++) {
    const interview = await admin<Interview>('POST', '/api/interviews', {
      projectId: project.id,
      expertName: `Bench expert ${label} ${i + 1}`,
      expertEmail: `bench-${label}-${i + 1}@example.com`,
      company: 'Bench Industrial Controls',
      client: project.client,
    });
    const session = await sessionOf(baseUrl, interview.id);
    if (session.remainingQuestions.length !== QUESTIONS.length) {
      throw new Error(
        `Interview ${interview.id} has ${session.remainingQuestions.length} open questions, expected ${QUESTIONS.length}`,
      );
    }
    interviews.push({ id: interview.id, questionIds: session.remainingQuestions.map((q) => q.id) });
  }
  return interviews;
}

async function sessionOf(baseUrl: string, interviewId: string): Promise<CurrentQuestionResponse> {
  const response = await fetch(`${baseUrl}/api/expert/${interviewId}/current-question`);
  if (!response.ok) {
    throw new Error(
      `current-question of ${interviewId}: ${response.status}: ${await response.text()}`,
    );
  }
  return (await response.json()) as CurrentQuestionResponse;
}

/**
 * Recordings must not be transcribed in the background during the runs, or whichever
 * run comes second would share the CPU with pocketsphinx: the server must say so.
 */
async function expectTranscriptionOff(baseUrl: string): Promise<void> {
  const response = await sameOriginFetch(baseUrl)(
    `${baseUrl}/api/expert/${DEMO_INTERVIEW_ID}/transcribe`,
    { method: 'POST' },
  );
  if (
    response.status !== 503 ||
    response.headers.get('X-Error-Code') !== 'transcription_unavailable'
  ) {
    throw new Error(
      `The outbox drain needs a server without transcription; /transcribe answered ${response.status}: ${await response.text()}`,
    );
  }
}

/** Node's fetch with the page's Origin, noting each request's Idempotency-Key and status. */
function loggedFetch(baseUrl: string) {
  const send = sameOriginFetch(baseUrl);
  const log: { key: string | null; status: number }[] = [];
  const logged: typeof fetch = async (input, init) => {
    const response = await send(input, init);
    log.push({ key: new Headers(init?.headers).get('Idempotency-Key'), status: response.status });
    return response;
  };
  return { fetch: logged, log };
}

/** Queues the plan in a fresh Dexie outbox, then times one engine drain until it is empty. */
async function drainThroughEngine(baseUrl: string, plan: PlannedAnswer[]): Promise<Elapsed> {
  const db = new ParleyDatabase(`parley-bench-${randomUUID()}`);
  try {
    const storage = new DexieOutboxStorage(db);
    const queuedIds: string[] = [];
    for (const { payload, audio } of plan) {
      queuedIds.push((await storage.add(newOperation(payload), audio ?? undefined)).id);
    }
    const sent = loggedFetch(baseUrl);
    const engine = new OutboxEngine({
      storage,
      transport: httpTransport({ baseUrl, fetch: sent.fetch }),
      withLock: memoryLock(),
    });
    const stopwatch = startStopwatch();
    const { nextAttemptAt } = await engine.drain();
    const elapsed = stopwatch();

    const problems = statusProblems(sent.log);
    const pending = await storage.listPending();
    const dead = await storage.listDead();
    if (nextAttemptAt !== null || pending.length > 0)
      problems.push(`${pending.length} operations still pending after the drain`);
    if (dead.length > 0) problems.push(`${dead.length} dead-lettered: ${dead[0]?.lastError}`);
    const sentKeys = sent.log.map((entry) => entry.key);
    if (sentKeys.join() !== queuedIds.join())
      problems.push('the engine did not send each queued operation once, in queue order');
    failOn('engine run', problems);
    return elapsed;
  } finally {
    await db.delete();
  }
}

/** The same requests with plain fetch: JSON or multipart, a fresh Idempotency-Key each. */
async function sendDirect(baseUrl: string, plan: PlannedAnswer[]): Promise<Elapsed> {
  const sent = loggedFetch(baseUrl);
  const stopwatch = startStopwatch();
  for (const { payload, audio } of plan) {
    const url = `${baseUrl}/api/expert/${encodeURIComponent(payload.interviewId)}/answer`;
    const headers: Record<string, string> = { 'Idempotency-Key': randomUUID() };
    let body: string | FormData;
    if (audio && payload.audio) {
      body = new FormData();
      body.set('questionId', payload.questionId);
      body.set('durationMs', String(payload.audio.durationMs));
      body.set('audio', new Blob(audio, { type: payload.audio.mimeType }), 'answer.webm');
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({ questionId: payload.questionId, answerText: payload.answerText });
    }
    await sent.fetch(url, { method: 'POST', headers, body });
  }
  const elapsed = stopwatch();
  failOn('direct run', statusProblems(sent.log));
  return elapsed;
}

interface Elapsed {
  wallMs: number;
  cpuMs: number;
}

function startStopwatch(): () => Elapsed {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  return () => {
    const cpu = process.cpuUsage(cpuStart);
    return { wallMs: performance.now() - wallStart, cpuMs: (cpu.user + cpu.system) / 1000 };
  };
}

function statusProblems(log: { status: number }[]): string[] {
  const refused = log.filter((entry) => entry.status !== 201);
  return refused.length === 0
    ? []
    : [`${refused.length} requests not answered 201 (first: ${refused[0]?.status})`];
}

/**
 * Reads every interview back: each planned question answered, exactly once, with the
 * text that was sent; nothing else answered. Returns how many answers it checked.
 */
async function expectLandedOnce(
  baseUrl: string,
  plan: PlannedAnswer[],
  run: string,
): Promise<number> {
  const problems: string[] = [];
  const byInterview = groupBy(plan, (answer) => answer.payload.interviewId);
  for (const [interviewId, answers] of byInterview) {
    const session = await sessionOf(baseUrl, interviewId);
    const landed = groupBy(session.previousQuestions, (previous) => previous.questionId);
    if (session.progress.answered !== answers.length || landed.size !== answers.length)
      problems.push(
        `${interviewId}: ${session.progress.answered} answered, expected ${answers.length}`,
      );
    for (const { payload } of answers) {
      const copies = landed.get(payload.questionId) ?? [];
      const expected = payload.answerText ?? '';
      if (copies.length !== 1) problems.push(`${payload.questionId}: ${copies.length} answers`);
      else if (copies[0]!.answer !== expected)
        problems.push(`${payload.questionId}: answer text differs from what was sent`);
    }
  }
  failOn(`${run} run, read back`, problems);
  return plan.length;
}

// Map.groupBy arrives with Node 21; the project supports Node 20.
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function failOn(context: string, problems: string[]): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 5).join('; ');
  const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
  throw new Error(`Outbox drain, ${context}: ${shown}${more}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const DRAIN_COLUMNS = [
  'database',
  'engine',
  'direct',
  'engine/direct',
  'per answer (engine / direct)',
  'client CPU (engine / direct)',
  'read back',
];

/** A heading saying what was sent, then one row per database. */
export function formatDrain(rows: { database: string; figures: DrainFigures }[]): string {
  const first = rows[0]!.figures;
  const heading = [
    `outbox drain: ${first.textAnswers} text + ${first.audioAnswers} audio answers across ${first.interviews} interviews, queued beforehand (not timed)`,
    '  engine: OutboxEngine + DexieOutboxStorage on fake-indexeddb + httpTransport (Node fetch), one drain',
    '  direct: plain fetch, the same requests in the same order (Idempotency-Key, JSON or multipart)',
    '  server: scratch, TRANSCRIPTION_PROVIDER=none (no background transcription); one warm-up interview first',
    '  wall times; client CPU is the bench process during the run (engine, Dexie, fetch), steadier on a busy machine',
  ].join('\n');
  const cells = rows.map(({ database, figures: f }) => {
    const perAnswer = (ms: number) => (ms / (f.textAnswers + f.audioAnswers)).toFixed(1);
    return [
      database,
      seconds(f.engineMs),
      seconds(f.directMs),
      `${f.ratio.toFixed(2)}x`,
      `${perAnswer(f.engineMs)} / ${perAnswer(f.directMs)} ms`,
      `${(f.engineCpuMs / 1000).toFixed(2)} / ${seconds(f.directCpuMs)}`,
      `${f.verifiedAnswers}/${2 * (f.textAnswers + f.audioAnswers)} answers, each once`,
    ];
  });
  return `${heading}\n${textTable(DRAIN_COLUMNS, cells, (i) => i >= 1 && i <= 5)}`;
}
