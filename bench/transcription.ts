import fs from 'node:fs/promises';
import { audioSeconds, synthesizeSpeech } from '../api/test/fixtures/speech';
import { LocalTranscription } from '../api/transcription/local';
import { sameOriginFetch } from './client';

/**
 * Issue 4: how fast the local provider (ffmpeg → pocketsphinx) turns a 20 s answer into
 * text: in-process (real-time factor), and as the expert waits for it after pressing
 * Stop, over HTTP (upload + recognition; browser rendering not included).
 */

/** About 20 s of natural speech in flite's voice: an expert answering one question. */
const SPOKEN_ANSWER =
  'Our largest customers are food and beverage plants, and most of them plan to replace ' +
  'their old controllers within the next three years. The main obstacle is not the price ' +
  'of the equipment but the shortage of engineers who can install it. Energy prices also ' +
  'matter a lot this year, because efficient drives pay for themselves in less than two years.';

/** As long as the server itself allows (TRANSCRIPTION_TIMEOUT_MS default). */
const TIMEOUT_MS = 120_000;

export interface SpeechSample {
  file: string;
  seconds: number;
  text: string;
}

export interface Timed {
  /** Each run's wall time, in run order. */
  runsMs: number[];
  medianMs: number;
  transcript: string;
}

export interface TranscriptionFigures {
  audioSeconds: number;
  inProcess: Timed & { realTimeFactor: number; wordsRecognised: number };
  overHttp: (Timed & { ratioToInProcess: number }) | { skipped: string };
}

export async function synthesizeAnswer(dir: string): Promise<SpeechSample> {
  const file = await synthesizeSpeech(dir, 'answer-20s', SPOKEN_ANSWER, 'webm');
  return { file, seconds: await audioSeconds(file), text: SPOKEN_ANSWER };
}

/**
 * `runs` rounds of one recognition in this process, then the same recording sent to
 * the server's /transcribe. Alternating keeps the two figures comparable on a machine
 * whose load drifts. An HTTP failure is reported in place of its figure.
 */
export async function measureTranscription(
  sample: SpeechSample,
  runs: number,
  server: { baseUrl: string; interviewId: string },
): Promise<TranscriptionFigures | { skipped: string }> {
  const provider = new LocalTranscription(TIMEOUT_MS);
  if (!provider.available) return { skipped: provider.unavailableReason! };
  const overHttp = await httpTranscriber(server.baseUrl, server.interviewId, sample);
  const inProcessRuns: Run[] = [];
  const httpRuns: Run[] = [];
  let httpProblem: string | undefined;
  for (let round = 0; round < runs; round++) {
    inProcessRuns.push(
      await timed(async () => (await provider.transcribe({ path: sample.file })).text),
    );
    if (httpProblem) continue;
    try {
      httpRuns.push(await timed(overHttp));
    } catch (error) {
      httpProblem = error instanceof Error ? error.message : String(error);
    }
  }
  const inProcess = summary(inProcessRuns);
  const http = httpProblem ? { skipped: httpProblem } : summary(httpRuns);
  return {
    audioSeconds: sample.seconds,
    inProcess: {
      ...inProcess,
      realTimeFactor: inProcess.medianMs / 1000 / sample.seconds,
      wordsRecognised: wordsRecognised(sample.text, inProcess.transcript),
    },
    overHttp:
      'skipped' in http ? http : { ...http, ratioToInProcess: http.medianMs / inProcess.medianMs },
  };
}

/**
 * From Stop (the client holds the webm) to the transcript text at the client: the
 * upload to /api/expert/:id/transcribe, recognition, and the answer coming back.
 */
async function httpTranscriber(
  baseUrl: string,
  interviewId: string,
  sample: SpeechSample,
): Promise<() => Promise<string>> {
  const recording = new Blob([await fs.readFile(sample.file)], { type: 'audio/webm' });
  const send = sameOriginFetch(baseUrl);
  const url = `${baseUrl}/api/expert/${encodeURIComponent(interviewId)}/transcribe`;
  return async () => {
    const form = new FormData();
    form.set('audio', recording, 'answer.webm');
    const response = await send(url, { method: 'POST', body: form });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${response.status}: ${text}`);
    return text;
  };
}

interface Run {
  ms: number;
  transcript: string;
}

async function timed(transcribe: () => Promise<string>): Promise<Run> {
  const started = performance.now();
  const transcript = await transcribe();
  return { ms: performance.now() - started, transcript };
}

function summary(runs: Run[]): Timed {
  const runsMs = runs.map((run) => run.ms);
  return { runsMs, medianMs: median(runsMs), transcript: runs.at(-1)?.transcript ?? '' };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/** Share of the distinct spoken words found in the transcript: says the figures timed real recognition. */
function wordsRecognised(spoken: string, transcript: string): number {
  const heard = new Set(words(transcript));
  const said = [...new Set(words(spoken))];
  return said.filter((word) => heard.has(word)).length / said.length;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function formatTranscription(f: TranscriptionFigures, runs: number): string {
  const lines = [
    `local transcription (ffmpeg → pocketsphinx): ${f.audioSeconds.toFixed(1)} s of flite speech (webm/Opus), median of ${runs} (in-process and HTTP runs alternate)`,
    `  in-process:        ${seconds(f.inProcess.medianMs)}, real-time factor ${f.inProcess.realTimeFactor.toFixed(2)} ` +
      `(${Math.round(f.inProcess.wordsRecognised * 100)}% of the spoken words recognised)`,
  ];
  if ('skipped' in f.overHttp) {
    lines.push(`  stop → transcript: not measured: ${f.overHttp.skipped}`);
  } else {
    const same = f.overHttp.transcript === f.inProcess.transcript ? 'same' : 'a different';
    lines.push(
      `  stop → transcript: ${seconds(f.overHttp.medianMs)}, ${f.overHttp.ratioToInProcess.toFixed(2)}x in-process ` +
        `(upload + recognition over HTTP, browser rendering not included; ${same} transcript)`,
    );
  }
  return lines.join('\n');
}
