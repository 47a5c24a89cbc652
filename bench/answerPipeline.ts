import fs from 'node:fs/promises';
import {
  audioSeconds,
  makeFixtureDir,
  speechToolsAvailable,
  synthesizeSpeech,
} from '../api/test/fixtures/speech';
import { isOnPath } from '../api/transcription/binaries';
import { startScratchServer } from '../e2e/support/scratchServer';
import { DEMO_INTERVIEW_ID } from './client';
import { log } from './log';
import { type DrainFigures, formatDrain, measureOutboxDrain, recordingFrom } from './outboxDrain';
import { withCleanUp } from './servers';
import {
  formatTranscription,
  measureTranscription,
  synthesizeAnswer,
  type TranscriptionFigures,
} from './transcription';

/**
 * Issue 4's figures, each on its own scratch server: the offline outbox draining a
 * backlog (on every database; transcription off), then the local transcription of a
 * 20 s answer (PGlite; transcription local). Prints each section as it is measured.
 */

export interface Database {
  label: string;
  postgresUrl?: string;
}

export interface AnswerPipelineFigures {
  outboxDrain: { database: string; figures: DrainFigures }[] | { skipped: string };
  transcription: TranscriptionFigures | { skipped: string };
}

/** Recognitions per transcription figure; the median is reported. */
const TRANSCRIPTION_RUNS = 3;
/** A short spoken answer, recorded once and sent as every audio answer of the drain. */
const SHORT_ANSWER = 'The biggest change is that procurement now decides, not the plant engineers.';

export async function measureAnswerPipeline(databases: Database[]): Promise<AnswerPipelineFigures> {
  const speechDir = await makeFixtureDir();
  try {
    const outboxDrain = await measureDrains(databases, speechDir);
    const transcription = await measureLocalTranscription(speechDir);
    return { outboxDrain, transcription };
  } finally {
    await fs.rm(speechDir, { recursive: true, force: true });
  }
}

async function measureDrains(
  databases: Database[],
  speechDir: string,
): Promise<AnswerPipelineFigures['outboxDrain']> {
  const missing = ['flite', 'ffmpeg', 'ffprobe'].filter((command) => !isOnPath(command));
  if (missing.length > 0) {
    return skipped(
      'outbox drain',
      `${missing.join(', ')} not installed (needed to record the audio answers)`,
    );
  }
  const file = await synthesizeSpeech(speechDir, 'short-answer', SHORT_ANSWER, 'webm');
  const recording = await recordingFrom(file, await audioSeconds(file));
  const rows: { database: string; figures: DrainFigures }[] = [];
  for (const database of databases) {
    log(`outbox drain on ${database.label}: scratch server with TRANSCRIPTION_PROVIDER=none`);
    const server = await startScratchServer({
      label: 'parley-bench-outbox',
      postgresUrl: database.postgresUrl,
      env: { TRANSCRIPTION_PROVIDER: 'none' },
    });
    const figures = await withCleanUp(server, () => measureOutboxDrain(server.url, recording));
    rows.push({ database: database.label, figures });
  }
  console.log(`\n${formatDrain(rows)}\n`);
  return rows;
}

async function measureLocalTranscription(
  speechDir: string,
): Promise<AnswerPipelineFigures['transcription']> {
  if (!speechToolsAvailable) {
    return skipped('transcription', 'flite, ffmpeg and pocketsphinx_continuous are needed');
  }
  const sample = await synthesizeAnswer(speechDir);
  log(
    `transcription: ${sample.seconds.toFixed(1)} s of speech, ${TRANSCRIPTION_RUNS} rounds of in-process ` +
      'then over HTTP (scratch server with TRANSCRIPTION_PROVIDER=local)',
  );
  const server = await startScratchServer({
    label: 'parley-bench-transcribe',
    env: { TRANSCRIPTION_PROVIDER: 'local' },
  });
  const figures = await withCleanUp(server, () =>
    measureTranscription(sample, TRANSCRIPTION_RUNS, {
      baseUrl: server.url,
      interviewId: DEMO_INTERVIEW_ID,
    }),
  );
  if ('skipped' in figures) return skipped('transcription', figures.skipped);
  console.log(`\n${formatTranscription(figures, TRANSCRIPTION_RUNS)}\n`);
  return figures;
}

function skipped(what: string, reason: string): { skipped: string } {
  log(`${what} not measured: ${reason}`);
  return { skipped: reason };
}
