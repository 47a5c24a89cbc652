/**
 * In order of preference: Opus in WebM is what Chrome and Firefox record best and what
 * the spec asks for; Safari records only MP4 (AAC).
 */
export const PREFERRED_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
] as const;

/** The first type this browser can record, or '' to let it choose its own default. */
export function chooseMimeType(
  isTypeSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type),
): string {
  return PREFERRED_MIME_TYPES.find((type) => isTypeSupported(type)) ?? '';
}

/**
 * A file name whose extension matches the container (`audio/webm;codecs=opus` →
 * `recording.webm`): some servers and tools go by the extension.
 */
export function recordingFileName(mimeType: string): string {
  const subtype = mimeType.split(';')[0]!.split('/')[1]?.trim();
  const extension = subtype === 'mp4' ? 'm4a' : subtype || 'webm';
  return `recording.${extension}`;
}
