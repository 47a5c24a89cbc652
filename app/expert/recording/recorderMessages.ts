import type { RecorderError } from './useRecorder';

/** Every sentence the recorder shows, spec section 8 wording where the spec has one. */

export interface Message {
  title: string;
  description: string;
}

export const RECORDING_STARTED: Message = {
  title: 'Recording Started',
  description: 'Speak clearly and loudly into your microphone.',
};

export const LOW_AUDIO_QUALITY: Message = {
  title: 'Low Audio Quality',
  description: 'Try speaking louder and closer to your microphone, then record again.',
};

export const TRANSCRIPTION_FAILED: Message = {
  title: 'Transcription Failed',
  description: 'Please try recording again or check your microphone permissions.',
};

export const RECORDER_ERRORS: Record<RecorderError, Message> = {
  denied: {
    title: 'Microphone Access Required',
    description: 'Please allow microphone permissions and try again.',
  },
  unsupported: {
    title: 'Recording Not Supported',
    description: 'This browser cannot record audio. Type your answer instead.',
  },
  device: {
    title: 'Microphone Unavailable',
    description:
      'We could not use your microphone. Check that it is connected and not used by another app, then try again.',
  },
  storage: {
    title: 'Recording Not Saved',
    description:
      'Your device could not store the recording. Free up space, then record again or type your answer.',
  },
};

export const SAVED_ON_DEVICE_NOTE =
  "Your recording is saved on this device. It will be transcribed when you're back online — you can submit it as it is, or type your answer.";

export const RECOVERED_NOTE = 'We recovered your recording from before.';

export const DRAFT_TRANSCRIPT_NOTE = 'Draft transcript — please check it';

export const TRANSCRIBING = 'Transcribing…';

/** 65 s → "1:05". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The server runs no speech-to-text engine: said plainly, never a silent 'none'. */
export const NO_ENGINE_NOTE =
  'Speech to text is not available on the server right now. Your recording is kept and will be transcribed once it is — you can submit it as it is, or type your answer.';

export const LIVE_DRAFT_LABEL = 'Live draft';

export const LIVE_DRAFT_HINT =
  'A rough draft while you speak. The transcript to check comes when you stop.';

export const LIVE_DRAFT_LISTENING = 'Listening…';

export const LIVE_DRAFT_STOPPED =
  'The live draft has stopped. Your recording is not affected, and its transcript will come after you submit.';

export const LIVE_DRAFT_OFFLINE =
  "You're offline. Your recording is kept on this device, and its transcript will come when you're connected.";
