import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftRecordingStore, SavedRecording } from '../../offline/draftRecordings';
import { showToast } from '../../ui/toast/toastQueue';
import { LOW_AUDIO_QUALITY, TRANSCRIPTION_FAILED } from './recorderMessages';
import {
  isNoEngine,
  isUnusableTranscript,
  LOCAL_TRANSCRIPTION_PROVIDER,
  transcribeRecording,
} from './transcribe';

/** Why a stopped recording has no transcript in the text box. */
export type UntranscribedReason = 'savedOnDevice' | 'noEngine';

interface Options {
  interviewId: string;
  drafts: DraftRecordingStore;
  /** Read at call time: offline skips the request. */
  isOnline(): boolean;
  /** Read at call time: false when the server said it runs no speech-to-text engine. */
  hasEngine(): boolean;
  onText(text: string): void;
  onUntranscribed(reason: UntranscribedReason): void;
}

/**
 * Turns a stopped recording into the answer's text via POST /transcribe. Offline or
 * without an engine the recording stays as it is and the caller says why.
 */
export function useTranscription({
  interviewId,
  drafts,
  isOnline,
  hasEngine,
  onText,
  onUntranscribed,
}: Options) {
  const [transcribing, setTranscribing] = useState(false);
  /** The text came from the local engine: the expert should check it. */
  const [isDraft, setIsDraft] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ isOnline, hasEngine, onText, onUntranscribed });
  useEffect(() => {
    latest.current = { isOnline, hasEngine, onText, onUntranscribed };
  });

  const transcribe = useCallback(
    async (recording: SavedRecording) => {
      if (!latest.current.hasEngine()) {
        latest.current.onUntranscribed('noEngine');
        return;
      }
      if (!latest.current.isOnline()) {
        latest.current.onUntranscribed('savedOnDevice');
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setTranscribing(true);
      try {
        const audio = new Blob(await drafts.chunks(recording.draftId), {
          type: recording.mimeType,
        });
        const result = await transcribeRecording(interviewId, audio, controller.signal);
        if (controller.signal.aborted) return;
        if (isUnusableTranscript(result.text)) {
          showToast({ ...LOW_AUDIO_QUALITY, variant: 'destructive' });
          return;
        }
        latest.current.onText(result.text);
        setIsDraft(result.provider === LOCAL_TRANSCRIPTION_PROVIDER);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isNoEngine(error)) {
          // Not a failure of the expert's: the note says what happens to the recording.
          latest.current.onUntranscribed('noEngine');
          return;
        }
        console.warn('[recorder] transcription failed:', error);
        showToast({ ...TRANSCRIPTION_FAILED, variant: 'destructive' });
        latest.current.onUntranscribed('savedOnDevice');
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setTranscribing(false);
        }
      }
    },
    [drafts, interviewId],
  );

  /** Drops the request in flight and the draft label (Record Again, leaving the question). */
  const cancel = useCallback(() => {
    inFlight.current?.abort();
    setIsDraft(false);
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);

  return { transcribing, isDraft, transcribe, cancel };
}
