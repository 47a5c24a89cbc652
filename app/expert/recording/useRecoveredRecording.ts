import { useEffect } from 'react';
import type { DraftRecordingStore, SavedRecording } from '../../offline/draftRecordings';

/**
 * A recording from before a reload or a closed tab: offered instead of lost, unless
 * the expert has already started a new one (`hasStarted`).
 */
export function useRecoveredRecording({
  drafts,
  interviewId,
  questionId,
  hasStarted,
  onRecovered,
}: {
  drafts: DraftRecordingStore;
  interviewId: string;
  questionId: string;
  hasStarted(): boolean;
  onRecovered(recording: SavedRecording): void;
}) {
  useEffect(() => {
    let active = true;
    drafts
      .findForQuestion(interviewId, questionId)
      .then((found) => {
        if (!active || !found || hasStarted()) return;
        const { interrupted: _, chunkCount: __, ...recording } = found;
        onRecovered(recording);
      })
      .catch((error: unknown) =>
        console.warn('[recorder] could not look for a saved recording:', error),
      );
    return () => {
      active = false;
    };
  }, [drafts, interviewId, questionId, hasStarted, onRecovered]);
}
