import {
  CHUNK_MS,
  type DraftRecordingStore,
  type SavedRecording,
} from '../../offline/draftRecordings';
import { chooseMimeType } from './chooseMimeType';
import { ChunkWriter } from './chunkWriter';
import { releaseMicrophone } from './microphone';
import type { RecorderError, StoredChunk } from './recorderTypes';

/** Plenty for speech in Opus, and a minute stays near 250 kB on the device and the uplink. */
const AUDIO_BITS_PER_SECOND = 32_000;

export interface SessionTarget {
  interviewId: string;
  questionId: string;
  drafts: DraftRecordingStore;
  /** Each chunk once it is stored on the device (the live draft sends it on). */
  onChunkStored?(chunk: StoredChunk): void;
}

/** One recording: the microphone's stream, its MediaRecorder and the draft its chunks go to. */
export interface RecordingSession {
  stream: MediaStream;
  recorder: MediaRecorder;
  mimeType: string;
  draftId: string;
  startedAt: number;
  chunks: ChunkWriter;
  /** Settles once MediaRecorder has handed over its final chunk. */
  ended: Promise<void>;
  /** Stops the level meter and the timer; set by the hook once recording runs. */
  stopWatching(): void;
  /** Set by the hook: a chunk could not be stored. */
  onWriteFailed(): void;
  finalized?: Promise<SavedRecording | null>;
}

export type SessionStart =
  | { ok: true; session: RecordingSession }
  | { ok: false; error: RecorderError };

/** MediaRecorder on the stream and a draft in IndexedDB for its chunks. */
export async function beginSession(
  stream: MediaStream,
  { interviewId, questionId, drafts, onChunkStored }: SessionTarget,
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
  let draftMade!: (id: Promise<string>) => void;
  const draftId = new Promise<string>((resolve) => {
    draftMade = (id) => resolve(id);
  });
  const session: RecordingSession = {
    stream,
    recorder,
    mimeType: '',
    draftId: '',
    startedAt: performance.now(),
    chunks: new ChunkWriter(
      drafts,
      draftId,
      () => session.mimeType,
      () => session.onWriteFailed(),
      (chunk) => onChunkStored?.(chunk),
    ),
    ended,
    stopWatching: () => {},
    onWriteFailed: () => {},
  };
  // Listening before start(): the first chunk carries the container header.
  recorder.addEventListener('dataavailable', (event) => session.chunks.append(event.data));
  try {
    recorder.start(CHUNK_MS);
  } catch {
    return { ok: false, error: 'device' };
  }
  session.startedAt = performance.now();
  // Read after start(): only then does every browser report the type it really records.
  session.mimeType = recorder.mimeType;
  const begun = drafts.begin({ interviewId, questionId, mimeType: session.mimeType });
  draftMade(begun);
  try {
    session.draftId = await begun;
  } catch {
    recorder.stop();
    return { ok: false, error: 'storage' };
  }
  return { ok: true, session };
}

/**
 * Ends a session once, however many times it is asked: microphone released, last
 * chunk stored, duration written. Null when nothing was recorded; throws when the
 * device could not store it (the chunks that were stored stay recoverable).
 */
export function finalizeSession(
  session: RecordingSession,
  drafts: DraftRecordingStore,
): Promise<SavedRecording | null> {
  session.finalized ??= (async () => {
    const durationMs = performance.now() - session.startedAt;
    if (session.recorder.state !== 'inactive') session.recorder.stop();
    await session.ended;
    session.stopWatching();
    releaseMicrophone(session.stream);
    await session.chunks.settled();
    if (session.chunks.bytes === 0) {
      await drafts.discard(session.draftId);
      return null;
    }
    await drafts.finish(session.draftId, durationMs);
    return {
      draftId: session.draftId,
      mimeType: session.mimeType,
      durationMs: Math.round(durationMs),
      bytes: session.chunks.bytes,
    };
  })();
  return session.finalized;
}
