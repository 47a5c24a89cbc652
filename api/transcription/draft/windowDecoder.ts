import fs from 'node:fs/promises';
import { decoderArguments } from '../decoderOptions';
import { recordingUndecodable, transcriptionFailed, transcriptionTimedOut } from '../failures';
import { ProcessExitError, ProcessTimeoutError, runProcess } from '../process';
import type { TranscriptionContext } from '../provider';
import { parseUtterances, type Utterance } from '../recognizedWords';

/** 16 kHz mono 16-bit PCM, what pocketsphinx's en-us model hears. */
const PCM_BYTES_PER_SECOND = 16_000 * 2;

export interface DecodedWindow {
  utterances: Utterance[];
  /** How much audio the window held. */
  seconds: number;
}

/**
 * Decodes the recording so far (a growing WebM prefix; ffmpeg decodes every complete
 * block of it) from `fromSeconds` on, and recognises that window with word times.
 * Decoding the Opus prefix again costs little next to recognition; only the window
 * is recognised, with the same model and search settings as the submitted answer.
 */
export async function decodeWindow(
  recordingPath: string,
  pcmPath: string,
  fromSeconds: number,
  timeoutMs: number,
  languageModel?: TranscriptionContext['languageModel'],
): Promise<DecodedWindow> {
  try {
    await runProcess(
      'ffmpeg',
      [
        ...['-nostdin', '-loglevel', 'error', '-y', '-i', recordingPath],
        ...['-ss', fromSeconds.toFixed(3), '-f', 's16le', '-ac', '1', '-ar', '16000', pcmPath],
      ],
      { timeoutMs },
    );
  } catch (error) {
    if (error instanceof ProcessTimeoutError) throw transcriptionTimedOut(timeoutMs);
    if (error instanceof ProcessExitError) {
      throw recordingUndecodable(error.stderr.trim().split('\n').at(-1)?.slice(0, 200));
    }
    throw error;
  }
  const { size } = await fs.stat(pcmPath);
  const seconds = size / PCM_BYTES_PER_SECOND;
  if (seconds < 0.1) return { utterances: [], seconds };
  try {
    const output = await runProcess(
      'pocketsphinx_continuous',
      [
        ...['-infile', pcmPath, '-time', 'yes', '-logfn', '/dev/null'],
        ...(languageModel ? ['-lm', languageModel.lm, '-dict', languageModel.dict] : []),
        ...decoderArguments(),
      ],
      { timeoutMs },
    );
    return { utterances: parseUtterances(output), seconds };
  } catch (error) {
    if (error instanceof ProcessTimeoutError) throw transcriptionTimedOut(timeoutMs);
    if (error instanceof ProcessExitError) {
      throw transcriptionFailed(`the speech recognizer stopped with exit code ${error.exitCode}`);
    }
    throw error;
  }
}
