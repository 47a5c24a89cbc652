import type { RecorderError } from './recorderTypes';

/**
 * Spec section 9: mono, 16 kHz, echo cancellation, noise suppression, auto gain. All
 * `ideal`: an `exact` value a microphone cannot meet fails with OverconstrainedError.
 */
export const AUDIO_CONSTRAINTS: MediaStreamConstraints = {
  audio: {
    channelCount: { ideal: 1 },
    sampleRate: { ideal: 16000 },
    echoCancellation: { ideal: true },
    noiseSuppression: { ideal: true },
    autoGainControl: { ideal: true },
  },
};

export function canRecord(): boolean {
  return Boolean(navigator.mediaDevices?.getUserMedia) && typeof MediaRecorder !== 'undefined';
}

export type MicrophoneRequest =
  | { ok: true; stream: MediaStream }
  | { ok: false; error: RecorderError };

/** Asks the browser for the microphone; a refusal becomes the error the recorder shows. */
export async function openMicrophone(): Promise<MicrophoneRequest> {
  try {
    return { ok: true, stream: await navigator.mediaDevices.getUserMedia(AUDIO_CONSTRAINTS) };
  } catch (failure) {
    return { ok: false, error: microphoneErrorOf(failure) };
  }
}

function microphoneErrorOf(failure: unknown): RecorderError {
  const name = failure instanceof DOMException ? failure.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'device';
}

export function releaseMicrophone(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
