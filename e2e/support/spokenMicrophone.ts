import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeFixtureDir, synthesizeSpeech } from '../../api/test/fixtures/speech';
import { fakeMicrophoneArgs } from './fakeMicrophone';
import { test as base } from './test';

const run = promisify(execFile);

/**
 * A Playwright `test` whose Chromium hears `spoken` (flite's voice) through its fake
 * microphone, looped with a little silence around it. The microphone is a launch
 * argument, so a worker fixture makes the file before the browser starts.
 */
export function testWithSpokenAnswer(spoken: string) {
  return base.extend<object, { speechWav: string }>({
    speechWav: [
      // Playwright reads the fixtures a function needs from its first parameter's pattern.
      // biome-ignore lint/correctness/noEmptyPattern: this one needs none.
      async ({}, use) => {
        const dir = await makeFixtureDir();
        const speech = await synthesizeSpeech(dir, 'answer', spoken, 'wav');
        // Silence around the phrase: the fake device loops the file from the moment
        // capture starts, and a ~3 s recording should hold the whole sentence once.
        const padded = path.join(dir, 'padded.wav');
        await run('ffmpeg', [
          ...['-nostdin', '-loglevel', 'error', '-y', '-i', speech],
          ...['-af', 'adelay=300,apad=pad_dur=1.5', '-ac', '1', '-ar', '16000', padded],
        ]);
        await use(padded);
        await fs.rm(dir, { recursive: true, force: true });
      },
      { scope: 'worker' },
    ],
    launchOptions: [
      async ({ launchOptions, speechWav }, use) => {
        await use({
          ...launchOptions,
          args: [...(launchOptions.args ?? []), ...fakeMicrophoneArgs(speechWav)],
        });
      },
      { scope: 'worker' },
    ],
  });
}
