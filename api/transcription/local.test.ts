import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  audioSeconds,
  makeFixtureDir,
  speechToolsAvailable,
  synthesizeSpeech,
} from '../test/fixtures/speech';
import { missingBinariesReason } from './binaries';
import { cleanTranscript } from './failures';
import { createTranscriptionProvider } from './index';
import { ConcurrencyLimiter } from './limiter';
import { LocalTranscription } from './local';
import { ProcessTimeoutError, runProcess } from './process';

let dir: string;
beforeAll(async () => {
  dir = await makeFixtureDir();
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

// Real speech (flite, ffmpeg, pocketsphinx): skipped only off CI where a tool is missing; under CI that fails.
describe.runIf(speechToolsAvailable)('LocalTranscription', () => {
  it('hears the key words of synthetic speech, faster than real time', async () => {
    const file = await synthesizeSpeech(
      dir,
      'rtf',
      'Our largest clients are moving their infrastructure to the cloud this year. ' +
        'The biggest risk is the shortage of engineers who understand security.',
      'webm',
    );
    const provider = new LocalTranscription(60_000);
    const started = performance.now();
    const { text, confidence } = await provider.transcribe({ path: file });
    const seconds = (performance.now() - started) / 1000;
    const spoken = await audioSeconds(file);
    console.log(
      `[local transcription] ${spoken.toFixed(1)} s of audio in ${seconds.toFixed(2)} s ` +
        `(real-time factor ${(seconds / spoken).toFixed(2)}): "${text}"`,
    );
    for (const word of ['clients', 'cloud', 'security']) expect(text).toContain(word);
    expect(text).not.toMatch(/\n|\s{2}/);
    expect(text).toMatch(/^[A-Z].*\.$/);
    expect(confidence).toBeGreaterThan(0.3);
    expect(confidence).toBeLessThanOrEqual(1);
  });

  it('stops a recognition that outlives the timeout with a 503', async () => {
    const file = await synthesizeSpeech(dir, 'slow', 'This recording is far too slow.', 'wav');
    const provider = new LocalTranscription(1);
    await expect(provider.transcribe({ path: file })).rejects.toMatchObject({
      status: 503,
      code: 'transcription_timeout',
    });
  });
});

describe('runProcess', () => {
  it('kills the whole process group on timeout', async () => {
    const pidFile = path.join(dir, 'group.pid');
    const started = Date.now();
    await expect(
      runProcess('bash', ['-c', `echo $$ > ${pidFile}; sleep 30 | sleep 30`], { timeoutMs: 300 }),
    ).rejects.toBeInstanceOf(ProcessTimeoutError);
    expect(Date.now() - started).toBeLessThan(5000);
    const groupId = (await fs.readFile(pidFile, 'utf8')).trim();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Zombies (state Z) are dead already; they only wait for init to reap them.
    const survivors = execFileSync('ps', ['-eo', 'pgid=,stat=,comm='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([pgid, stat]) => pgid === groupId && !stat?.startsWith('Z'));
    expect(survivors).toEqual([]);
  });

  it('feeds a file on stdin and returns stdout', async () => {
    const input = path.join(dir, 'input.txt');
    await fs.writeFile(input, 'hello from stdin');
    expect(await runProcess('cat', [], { stdinPath: input, timeoutMs: 5000 })).toBe(
      'hello from stdin',
    );
  });

  it('reports a failing exit with its stderr', async () => {
    await expect(
      runProcess('bash', ['-c', 'echo broken >&2; exit 3'], { timeoutMs: 5000 }),
    ).rejects.toMatchObject({ exitCode: 3, stderr: 'broken\n' });
  });
});

describe('cleanTranscript', () => {
  it('joins utterances into one line', () => {
    expect(cleanTranscript('  first part\nsecond   part\n\n')).toBe('first part second part');
  });
});

describe('ConcurrencyLimiter', () => {
  it('never runs more tasks than its limit', async () => {
    const limiter = new ConcurrencyLimiter(2);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
    };
    await Promise.all(Array.from({ length: 7 }, () => limiter.run(task)));
    expect(peak).toBe(2);
  });
});

describe('createTranscriptionProvider', () => {
  const providerFor = (env: Record<string, string>) =>
    createTranscriptionProvider(loadConfig({ DATA_DIR: dir, ...env }));

  it('picks the local engine automatically when its programs are installed', () => {
    const provider = providerFor({});
    expect(provider.name).toBe(speechToolsAvailable ? 'local' : 'none');
  });

  it('falls back to none, saying what is missing, when they are not', () => {
    const savedPath = process.env.PATH;
    process.env.PATH = dir;
    try {
      const provider = providerFor({ TRANSCRIPTION_PROVIDER: 'auto' });
      expect(provider).toMatchObject({ name: 'none', available: false });
      expect(provider.unavailableReason).toBe(
        'Transcription is not available on this server: ffmpeg and pocketsphinx are not installed',
      );
      const explicitLocal = providerFor({ TRANSCRIPTION_PROVIDER: 'local' });
      expect(explicitLocal).toMatchObject({ name: 'local', available: false });
    } finally {
      process.env.PATH = savedPath;
    }
    expect(missingBinariesReason(['pocketsphinx'])).toBe(
      'Transcription is not available on this server: pocketsphinx is not installed',
    );
  });

  it('honours explicit choices', () => {
    expect(providerFor({ TRANSCRIPTION_PROVIDER: 'none' })).toMatchObject({
      name: 'none',
      available: false,
    });
    expect(providerFor({ TRANSCRIPTION_PROVIDER: 'openai' })).toMatchObject({
      name: 'openai',
      available: false,
      unavailableReason: 'Transcription is not available on this server: OPENAI_API_KEY is not set',
    });
    expect(
      providerFor({ TRANSCRIPTION_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' }),
    ).toMatchObject({ name: 'openai', available: true });
  });
});
