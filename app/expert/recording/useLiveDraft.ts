import { useCallback, useEffect, useRef, useState } from 'react';
import { type DraftStopReason, LiveDraftStream } from './liveDraftStream';
import type { StoredChunk } from './recorderTypes';

/** What the expert sees of the live draft for the recording under way. */
export type LiveDraft =
  | { kind: 'idle' }
  /** Offline: this recording is kept on the device and transcribed once connected. */
  | { kind: 'offline' }
  | { kind: 'live'; text: string }
  | { kind: 'stopped'; text: string; reason: DraftStopReason };

const IDLE: LiveDraft = { kind: 'idle' };

/**
 * The draft text while the expert speaks: each stored chunk goes to the server, which
 * answers with the text so far. The recording on the device stays the answer; the
 * draft is only a preview and nothing here touches the recording.
 */
export function useLiveDraft({
  interviewId,
  questionId,
  isOnline,
  isWanted,
}: {
  interviewId: string;
  questionId: string;
  isOnline(): boolean;
  /** Read when a recording starts: false when the server has no engine to draft with. */
  isWanted(): boolean;
}) {
  const [draft, setDraft] = useState<LiveDraft>(IDLE);
  const stream = useRef<LiveDraftStream | null>(null);
  const online = useRef(isOnline);
  const wanted = useRef(isWanted);
  useEffect(() => {
    online.current = isOnline;
    wanted.current = isWanted;
  });

  const onChunkStored = useCallback(
    (chunk: StoredChunk) => {
      if (chunk.sequence === 0) {
        stream.current?.cancel();
        stream.current = null;
        if (!wanted.current()) {
          setDraft(IDLE);
          return;
        }
        if (!online.current()) {
          setDraft({ kind: 'offline' });
          return;
        }
        const current: LiveDraftStream = new LiveDraftStream(interviewId, questionId, {
          onText: (text) => {
            if (stream.current === current) setDraft({ kind: 'live', text });
          },
          onStopped: (reason) => {
            if (stream.current !== current) return;
            setDraft((shown) =>
              !online.current()
                ? { kind: 'offline' }
                : { kind: 'stopped', reason, text: shown.kind === 'live' ? shown.text : '' },
            );
          },
        });
        stream.current = current;
        setDraft({ kind: 'live', text: '' });
      }
      stream.current?.push(chunk);
    },
    [interviewId, questionId],
  );

  /** The recording stopped: the text shown so far stays until the transcript replaces it. */
  const finish = useCallback(() => {
    void stream.current?.close();
  }, []);

  /** Record Again, or the transcript arrived: the draft goes. */
  const discard = useCallback(() => {
    stream.current?.cancel();
    stream.current = null;
    setDraft(IDLE);
  }, []);

  useEffect(() => () => stream.current?.cancel(), []);

  return { draft, onChunkStored, finish, discard };
}
