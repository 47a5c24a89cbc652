export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'stopping' | 'stopped';

/**
 * Why recording could not start or go on: permission refused, a browser without
 * MediaRecorder, no usable microphone, or the device could not store the audio.
 */
export type RecorderError = 'denied' | 'unsupported' | 'device' | 'storage';

/** One MediaRecorder chunk once it is stored on the device, in recording order. */
export interface StoredChunk {
  draftId: string;
  /** 0, 1, 2…: chunk 0 carries the container header. */
  sequence: number;
  mimeType: string;
  data: ArrayBuffer;
}
