import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** flite's 16 kHz voices (its plain `kal` is 8 kHz and not a fair test of a wideband model). */
export type Voice = 'slt' | 'kal16' | 'awb' | 'rms';

/** Voices used to choose settings, and the voices reported; `rms` is only ever held out. */
export const TUNING_VOICES: Voice[] = ['slt', 'kal16', 'awb'];
export const HELDOUT_VOICES: Voice[] = ['slt', 'kal16', 'rms'];

export type NoiseColour = 'brown' | 'pink' | 'white';
export type Condition = 'clean' | NoiseColour;
export const CONDITIONS: Condition[] = ['clean', 'brown', 'pink', 'white'];

/** Background noise level below the speech. */
export const SNR_DB = 15;

/** What the app's recorder asks MediaRecorder for (app/expert/recording/useRecorder.ts). */
export const APP_BITRATE = '32k';

const SAMPLE_RATE = 16_000;

/** The cache of generated audio (gitignored: `eval/stt/.cache/`). */
export const CACHE_DIR = path.join(import.meta.dirname, '.cache');

async function exists(file: string): Promise<boolean> {
  return fs
    .access(file)
    .then(() => true)
    .catch(() => false);
}

/** One generation per file at a time: several pipelines ask for the same recording at once. */
const inFlight = new Map<string, Promise<unknown>>();
function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  let promise = inFlight.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = make();
    inFlight.set(key, promise);
  }
  return promise;
}

/** Mono 16 kHz 16-bit samples of `text` spoken by `voice`, cached as raw PCM. */
export function speechPcm(id: string, text: string, voice: Voice): Promise<Int16Array> {
  const raw = path.join(CACHE_DIR, `${id}.${voice}.s16`);
  return once(raw, () => synthesise(raw, text, voice));
}

async function synthesise(raw: string, text: string, voice: Voice): Promise<Int16Array> {
  if (!(await exists(raw))) {
    await fs.mkdir(CACHE_DIR, { recursive: true });
    const wav = `${raw}.wav`;
    await run('flite', ['-voice', voice, '-t', text, '-o', wav]);
    await run('ffmpeg', [
      ...['-nostdin', '-loglevel', 'error', '-y', '-i', wav],
      ...['-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', raw],
    ]);
    await fs.rm(wav);
  }
  return toSamples(await fs.readFile(raw));
}

function toSamples(buffer: Buffer): Int16Array {
  return new Int16Array(buffer.buffer, buffer.byteOffset, buffer.byteLength / 2);
}

/** `count` samples of seeded ffmpeg noise, so every run hears the same noise. */
async function noisePcm(colour: NoiseColour, count: number, seed: number): Promise<Int16Array> {
  const seconds = (count / SAMPLE_RATE + 0.1).toFixed(2);
  const { stdout } = await run(
    'ffmpeg',
    [
      ...['-nostdin', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', `anoisesrc=color=${colour}:sample_rate=${SAMPLE_RATE}:seed=${seed}:d=${seconds}`],
      ...['-ac', '1', '-f', 's16le', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 1 << 28 },
  );
  return toSamples(stdout).subarray(0, count);
}

function rms(samples: Int16Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

/** Speech with noise added at `snrDb` below it (speech power over noise power). */
export async function mixNoise(
  speech: Int16Array,
  colour: NoiseColour,
  snrDb: number,
  seed: number,
): Promise<Int16Array> {
  const noise = await noisePcm(colour, speech.length, seed);
  const gain = rms(speech) / (rms(noise) * 10 ** (snrDb / 20));
  const mixed = new Int16Array(speech.length);
  for (let i = 0; i < speech.length; i++) {
    mixed[i] = Math.max(-32768, Math.min(32767, Math.round(speech[i]! + gain * (noise[i] ?? 0))));
  }
  return mixed;
}

/**
 * The samples as the app uploads them: Opus in WebM at `bitrate`, `sampleRate` Hz
 * (MediaRecorder on Chrome records Opus; the app asks for 16 kHz mono at 32 kb/s).
 */
export function encodeRecording(
  samples: Int16Array,
  file: string,
  bitrate = APP_BITRATE,
  sampleRate = SAMPLE_RATE,
): Promise<string> {
  return once(file, () => encode(samples, file, bitrate, sampleRate));
}

async function encode(samples: Int16Array, file: string, bitrate: string, sampleRate: number) {
  if (await exists(file)) return file;
  const raw = `${file}.s16`;
  await fs.writeFile(raw, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  await run('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', raw],
    ...['-ar', String(sampleRate), '-c:a', 'libopus', '-b:a', bitrate, file],
  ]);
  await fs.rm(raw);
  return file;
}

/** A WAV of the samples, unencoded: the reference for what the codec costs. */
export function writeWav(samples: Int16Array, file: string): Promise<string> {
  return once(file, () => writeWavFile(samples, file));
}

async function writeWavFile(samples: Int16Array, file: string): Promise<string> {
  if (await exists(file)) return file;
  const raw = `${file}.s16`;
  await fs.writeFile(raw, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  await run('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', raw, file],
  ]);
  await fs.rm(raw);
  return file;
}

export function seconds(samples: Int16Array): number {
  return samples.length / SAMPLE_RATE;
}
