import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftRecordingStore, SavedRecording } from '../../offline/draftRecordings';
import { requestPersistentStorage } from '../../offline/storageHealth';
import { startElapsedTimer } from './elapsedTimer';
import { watchMicLevel } from './micLevel';
import { canRecord, openMicrophone, releaseMicrophone } from './microphone';
import type { RecorderError, RecorderStatus, StoredChunk } from './recorderTypes';
import { beginSession, finalizeSession, type RecordingSession } from './recordingSession';

export type { RecorderError, RecorderStatus } from './recorderTypes';

export interface UseRecorderOptions {
  interviewId: string;
  questionId: string;
  drafts: DraftRecordingStore;
  /** Every recording that ends with audio stored, stopped by the user or by the device. */
  onRecorded(recording: SavedRecording): void;
  /** Each chunk once it is stored on the device, in order. */
  onChunkStored?(chunk: StoredChunk): void;
}

export interface Recorder {
  status: RecorderStatus;
  error: RecorderError | null;
  /** Microphone loudness 0..1 while recording (see `levelOf`). */
  level: number;
  elapsedMs: number;
  /** Asks for the microphone and starts recording; false when it could not (see `error`). */
  start(): Promise<boolean>;
  /** Stops and waits until the last chunk is stored; `onRecorded` then receives the recording. */
  stop(): Promise<void>;
  /** Back to idle, error cleared, after the stopped recording was discarded or taken over. */
  reset(): void;
}

/**
 * The recorder's state for one question: idle → starting → recording → stopping →
 * stopped, with the error that ended it, the mic level and the elapsed time. Chunks
 * go to IndexedDB as they arrive (one a second), so a crash loses at most a second.
 */
export function useRecorder({
  interviewId,
  questionId,
  drafts,
  onRecorded,
  onChunkStored,
}: UseRecorderOptions): Recorder {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [error, setError] = useState<RecorderError | null>(null);
  const [level, setLevel] = useState(0);
  const [elapsedMs, setElapsedMs] = useState(0);
  const session = useRef<RecordingSession | null>(null);
  const mounted = useRef(false);
  // Read when called, so a parent re-render never races them.
  const callbacks = useRef({ onRecorded, onChunkStored });
  useEffect(() => {
    callbacks.current = { onRecorded, onChunkStored };
  });

  const finalize = useCallback(
    (current: RecordingSession): Promise<SavedRecording | null> =>
      finalizeSession(current, drafts).catch(() => {
        // The chunks that did get stored stay recoverable; the UI says what happened.
        if (mounted.current) setError('storage');
        return null;
      }),
    [drafts],
  );

  const end = useCallback(
    async (current: RecordingSession) => {
      const recording = await finalize(current);
      if (session.current === current) session.current = null;
      if (!mounted.current) return;
      setLevel(0);
      setStatus(recording ? 'stopped' : 'idle');
      if (recording) callbacks.current.onRecorded(recording);
    },
    [finalize],
  );

  const fail = useCallback((reason: RecorderError) => {
    if (!mounted.current) return;
    setError(reason);
    setStatus('idle');
  }, []);

  const start = useCallback(async (): Promise<boolean> => {
    if (session.current) return false;
    setError(null);
    if (!canRecord()) {
      setError('unsupported');
      return false;
    }
    setStatus('starting');
    void requestPersistentStorage();
    const microphone = await openMicrophone();
    if (!microphone.ok) {
      fail(microphone.error);
      return false;
    }
    const { stream } = microphone;
    const started = await beginSession(stream, {
      interviewId,
      questionId,
      drafts,
      onChunkStored: (chunk) => callbacks.current.onChunkStored?.(chunk),
    });
    if (!started.ok) {
      releaseMicrophone(stream);
      fail(started.error);
      return false;
    }
    if (!mounted.current) {
      void finalize(started.session);
      return false;
    }
    const current = started.session;
    session.current = current;
    const stopLevel = watchMicLevel(stream, setLevel);
    const stopTimer = startElapsedTimer(current.startedAt, setElapsedMs);
    current.stopWatching = () => {
      stopLevel();
      stopTimer();
    };
    current.onWriteFailed = () => {
      // A full disk mid-recording: stop rather than record audio that is not kept.
      if (session.current !== current || current.finalized) return;
      setError('storage');
      void end(current);
    };
    // The browser ended it (microphone unplugged, permission revoked): keep what is stored.
    current.ended.then(() => {
      if (session.current === current && current.finalized === undefined) void end(current);
    });
    setElapsedMs(0);
    setStatus('recording');
    return true;
  }, [interviewId, questionId, drafts, finalize, end, fail]);

  const stop = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    setStatus('stopping');
    await end(current);
  }, [end]);

  const reset = useCallback(() => {
    if (session.current) return;
    setError(null);
    setElapsedMs(0);
    setStatus('idle');
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving mid-recording (another question, another page): store what was said.
      if (session.current) void finalize(session.current);
    };
  }, [finalize]);

  return { status, error, level, elapsedMs, start, stop, reset };
}
