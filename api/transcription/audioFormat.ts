import fs from 'node:fs/promises';
import { SUPPORTED_AUDIO_TYPES } from '../../sync/contract';

export type AudioType = (typeof SUPPORTED_AUDIO_TYPES)[number];

export const UNSUPPORTED_AUDIO_MESSAGE = 'Audio must be WebM, MP4, Ogg or WAV';

/** Other names browsers and tools give the same containers. */
const ALIASES: Record<string, AudioType> = {
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
};

const EXTENSIONS: Record<AudioType, string> = {
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

/**
 * The base type of a declared mime type (`audio/webm;codecs=opus` → `audio/webm`),
 * or null when it is not one Parley accepts.
 */
export function supportedAudioType(declared: string | null | undefined): AudioType | null {
  const base = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if ((SUPPORTED_AUDIO_TYPES as readonly string[]).includes(base)) return base as AudioType;
  return ALIASES[base] ?? null;
}

export function audioExtension(type: AudioType): string {
  return EXTENSIONS[type];
}

/**
 * The container the file's first bytes say it is. A declared type is only a claim
 * from the client; this keeps a renamed PDF from being stored as "audio".
 */
export async function sniffAudioType(filePath: string): Promise<AudioType | null> {
  const handle = await fs.open(filePath, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    return containerOf(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

function containerOf(head: Buffer): AudioType | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (head.subarray(0, 4).toString('latin1') === 'OggS') return 'audio/ogg';
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WAVE'
  ) {
    return 'audio/wav';
  }
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return 'audio/mp4';
  return null;
}
