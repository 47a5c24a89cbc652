import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHUNK_MS,
  type DraftRecordingStore,
  type SavedRecording,
} from '../../offline/draftRecordings';
import { requestPersistentStorage } from '../../offline/storageHealth';
import { chooseMimeType } from './chooseMimeType';
import { watchMicLevel } from './micLevel';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'stopping' | 'stopped';

/**
 * Why recording could not start or go on: permission refused, a browser without
 * MediaRecorder, no usable microphone, or the device could not store the audio.
 */
export type RecorderError = 'denied' | 'unsupported' | 'device' | 'storage';

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

/** Plenty for speech in Opus, and a minute stays near 250 kB on the device and the uplink. */
const AUDIO_BITS_PER_SECOND = 32_000;
const ELAPSED_TICK_MS = 250;

export interface UseRecorderOptions {
  interviewId: string;
  questionId: string;
  drafts: DraftRecordingStore;
  /** Every recording that ends with audio stored, stopped by the user or by the device. */
  onRecorded(recording: SavedRecording): void;
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

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  mimeType: string;
  draftId: string;
  startedAt: number;
  /** Chunk writes, chained so they land in recording order; rejects once a write fails. */
  writes: Promise<void>;
  nextIndex: number;
  bytes: number;
  /** Settles once MediaRecorder has handed over its final chunk. */
  ended: Promise<void>;
  stopLevel(): void;
  onWriteFailed(): void;
  finalized?: Promise<SavedRecording | null>;
}

/**
 * The microphone and MediaRecorder for one question. Chunks go to IndexedDB as they
 * arrive (one a second), so a crash or a closed tab loses at most the last second.
 */
export function useRecorder({
  interviewId,
  questionId,
  drafts,
  onRecorded,
}: UseRecorderOptions): Recorder {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [error, setError] = useState<RecorderError | null>(null);
  const [level, setLevel] = useState(0);
  const [elapsedMs, setElapsedMs] = useState(0);
  const session = useRef<Session | null>(null);
  const mounted = useRef(false);
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  });

  /** Ends a session once: mic released, last chunk stored, duration written. */
  const finalize = useCallback(
    (current: Session): Promise<SavedRecording | null> => {
      current.finalized ??= (async () => {
        const durationMs = performance.now() - current.startedAt;
        if (current.recorder.state !== 'inactive') current.recorder.stop();
        await current.ended;
        current.stopLevel();
        releaseMicrophone(current.stream);
        try {
          await current.writes;
          if (current.bytes === 0) {
            await drafts.discard(current.draftId);
            return null;
          }
          await drafts.finish(current.draftId, durationMs);
        } catch {
          // The chunks that did get stored stay recoverable; the UI says what happened.
          if (mounted.current) setError('storage');
          return null;
        }
        return {
          draftId: current.draftId,
          mimeType: current.mimeType,
          durationMs: Math.round(durationMs),
          bytes: current.bytes,
        };
      })();
      return current.finalized;
    },
    [drafts],
  );

  const end = useCallback(
    async (current: Session) => {
      const recording = await finalize(current);
      if (session.current === current) session.current = null;
      if (!mounted.current) return;
      setLevel(0);
      setStatus(recording ? 'stopped' : 'idle');
      if (recording) recorded.current(recording);
    },
    [finalize],
  );

  const start = useCallback(async (): Promise<boolean> => {
    if (session.current) return false;
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError('unsupported');
      return false;
    }
    setStatus('starting');
    void requestPersistentStorage();
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(AUDIO_CONSTRAINTS);
    } catch (failure) {
      if (mounted.current) {
        setError(microphoneErrorOf(failure));
        setStatus('idle');
      }
      return false;
    }
    const started = await beginSession(stream, { interviewId, questionId, drafts });
    if (!started.ok) {
      releaseMicrophone(stream);
      if (mounted.current) {
        setError(started.error);
        setStatus('idle');
      }
      return false;
    }
    if (!mounted.current) {
      void finalize(started.session);
      return false;
    }
    const current = started.session;
    session.current = current;
    current.stopLevel = combine(
      watchMicLevel(stream, (value) => setLevel(value)),
      tick(() => setElapsedMs(performance.now() - current.startedAt)),
    );
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
  }, [interviewId, questionId, drafts, finalize, end]);

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

type SessionStart = { ok: true; session: Session } | { ok: false; error: RecorderError };

/** MediaRecorder on the stream and a draft in IndexedDB for its chunks. */
async function beginSession(
  stream: MediaStream,
  { interviewId, questionId, drafts }: Omit<UseRecorderOptions, 'onRecorded'>,
): Promise<SessionStart> {
  let recorder: MediaRecorder;
  try {
    const preferred = chooseMimeType();
    recorder = new MediaRecorder(stream, {
      ...(preferred ? { mimeType: preferred } : {}),
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
  } catch {
    return { ok: false, error: 'unsupported' };
  }
  const ended = new Promise<void>((resolve) =>
    recorder.addEventListener('stop', () => resolve(), { once: true }),
  );
  let draftReady: Promise<string> = new Promise(() => {});
  const session: Session = {
    stream,
    recorder,
    mimeType: '',
    draftId: '',
    startedAt: performance.now(),
    writes: Promise.resolve(),
    nextIndex: 0,
    bytes: 0,
    ended,
    stopLevel: () => {},
    onWriteFailed: () => {},
  };
  // Listening before start(): the first chunk carries the container header.
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size === 0) return;
    const index = session.nextIndex++;
    session.bytes += event.data.size;
    // Read now, write in turn: the chain keeps IndexedDB writes in recording order.
    const data = event.data.arrayBuffer();
    session.writes = session.writes.then(async () =>
      drafts.appendChunk(await draftReady, index, await data),
    );
    session.writes.catch(() => session.onWriteFailed());
  });
  try {
    recorder.start(CHUNK_MS);
  } catch {
    return { ok: false, error: 'device' };
  }
  session.startedAt = performance.now();
  // Read after start(): only then does every browser report the type it really records.
  session.mimeType = recorder.mimeType;
  draftReady = drafts.begin({ interviewId, questionId, mimeType: session.mimeType });
  try {
    session.draftId = await draftReady;
  } catch {
    recorder.stop();
    return { ok: false, error: 'storage' };
  }
  return { ok: true, session };
}

function microphoneErrorOf(failure: unknown): RecorderError {
  const name = failure instanceof DOMException ? failure.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'device';
}

function releaseMicrophone(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

function tick(onTick: () => void): () => void {
  const timer = setInterval(onTick, ELAPSED_TICK_MS);
  return () => clearInterval(timer);
}

function combine(...stops: Array<() => void>): () => void {
  return () => {
    for (const stopOne of stops) stopOne();
  };
}
