import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
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

/** What file-type calls the containers Parley accepts, as the accepted type. */
const SNIFFED: Record<string, AudioType> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  // Safari records MP4; its ftyp brand makes it an mp4 or an m4a to file-type.
  mp4: 'audio/mp4',
  m4a: 'audio/mp4',
  m4b: 'audio/mp4',
  wav: 'audio/wav',
};

/**
 * The container the file's bytes say it is (file-type reads the magic numbers and,
 * for WebM, the EBML DocType). A declared type is only a claim from the client;
 * this keeps a renamed PDF from being stored as "audio".
 */
export async function sniffAudioType(filePath: string): Promise<AudioType | null> {
  try {
    const type = await fileTypeFromFile(filePath);
    return (type && SNIFFED[type.ext]) ?? null;
  } catch {
    // A file its parsers choke on is no recording we accept.
    return null;
  }
}

/** The same check on bytes in memory: the first chunk of a recording streamed live. */
export async function sniffAudioBytes(bytes: Uint8Array): Promise<AudioType | null> {
  try {
    const type = await fileTypeFromBuffer(bytes);
    return (type && SNIFFED[type.ext]) ?? null;
  } catch {
    return null;
  }
}
