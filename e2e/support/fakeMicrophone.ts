import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * A WAV of real synthetic speech for Chromium's fake microphone, made with Debian's
 * flite (16 kHz voice 'slt', which pocketsphinx recognises best). Chromium loops it
 * for as long as the page records.
 */
export function speechWav(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-mic-'));
  const file = path.join(dir, `${name}.wav`);
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', file]);
  return file;
}

/** Launch arguments that feed `wav` to getUserMedia without a permission prompt. */
export function fakeMicrophoneArgs(wav: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ];
}

/** The suite's Chromium, with `wav` as its microphone: for `test.use({ launchOptions })`. */
export function withFakeMicrophone(wav: string): LaunchOptions {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(wav)] };
}
