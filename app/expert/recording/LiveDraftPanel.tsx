import { useId } from 'react';
import {
  LIVE_DRAFT_HINT,
  LIVE_DRAFT_LABEL,
  LIVE_DRAFT_LISTENING,
  LIVE_DRAFT_OFFLINE,
  LIVE_DRAFT_STOPPED,
  NO_ENGINE_NOTE,
} from './recorderMessages';
import type { LiveDraft } from './useLiveDraft';
import * as styles from './VoiceRecorder.css';

/**
 * The draft text while the expert speaks, announced politely as it grows, and labelled
 * as a draft: the transcript to check comes when the recording stops.
 */
export function LiveDraftPanel({ draft }: { draft: LiveDraft }) {
  const titleId = useId();
  if (draft.kind === 'idle') return null;
  const text = draft.kind === 'offline' ? '' : draft.text;
  return (
    <section className={styles.liveDraft} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.liveDraftTitle}>
        {LIVE_DRAFT_LABEL}
      </h2>
      <p className={styles.liveDraftHint}>{statusOf(draft)}</p>
      <p aria-live="polite" className={text ? styles.liveDraftText : styles.liveDraftEmpty}>
        {text || (draft.kind === 'live' ? LIVE_DRAFT_LISTENING : '')}
      </p>
    </section>
  );
}

function statusOf(draft: Exclude<LiveDraft, { kind: 'idle' }>): string {
  if (draft.kind === 'offline') return LIVE_DRAFT_OFFLINE;
  if (draft.kind === 'live') return LIVE_DRAFT_HINT;
  return draft.reason === 'noEngine' ? NO_ENGINE_NOTE : LIVE_DRAFT_STOPPED;
}
