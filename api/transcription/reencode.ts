import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isOnPath } from './binaries';
import { transcriptionFailed } from './failures';
import { runProcess } from './process';

export interface TempAudio {
  path: string;
  mimeType: 'audio/ogg';
  remove(): Promise<void>;
}

/**
 * Speech needs little: mono, 16 kHz, Opus at 24 kbit/s is about 11 MB an hour, so a
 * recording too large for an upload limit usually fits once re-encoded.
 */
export async function reencodeToSpeechOgg(
  inputPath: string,
  timeoutMs: number,
): Promise<TempAudio> {
  if (!isOnPath('ffmpeg')) {
    throw transcriptionFailed('the recording must be re-encoded, and ffmpeg is not installed');
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-reencode-'));
  const output = path.join(dir, 'speech.ogg');
  const remove = () => fs.rm(dir, { recursive: true, force: true });
  try {
    await runProcess(
      'ffmpeg',
      [
        ...['-nostdin', '-loglevel', 'error', '-y', '-i', inputPath, '-vn'],
        ...['-ac', '1', '-ar', '16000', '-c:a', 'libopus', '-b:a', '24k', output],
      ],
      { timeoutMs },
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { path: output, mimeType: 'audio/ogg', remove };
}
