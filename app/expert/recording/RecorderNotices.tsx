import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import {
  NO_ENGINE_NOTE,
  RECORDER_ERRORS,
  RECOVERED_NOTE,
  SAVED_ON_DEVICE_NOTE,
  TRANSCRIBING,
} from './recorderMessages';
import type { RecorderError } from './recorderTypes';
import type { UntranscribedReason } from './useTranscription';
import * as styles from './VoiceRecorder.css';

/** A note about the recording kept on the device. */
export type RecorderNote = 'recovered' | UntranscribedReason;

const NOTE_TEXT: Record<RecorderNote, string> = {
  recovered: RECOVERED_NOTE,
  savedOnDevice: SAVED_ON_DEVICE_NOTE,
  noEngine: NO_ENGINE_NOTE,
};

/** What went wrong, what is happening and what became of the recording, in that order. */
export function RecorderNotices({
  error,
  transcribing,
  note,
  storageWarning,
}: {
  error: RecorderError | null;
  transcribing: boolean;
  note: RecorderNote | null;
  storageWarning: string | null;
}) {
  const message = error && RECORDER_ERRORS[error];
  return (
    <>
      {message && (
        <p role="alert" className={styles.alert}>
          <span className={styles.noteIcon}>
            <Icon name="alert" />
          </span>
          <span>
            <strong>{message.title}</strong> - {message.description}
          </span>
        </p>
      )}
      {transcribing && (
        <p role="status" className={styles.progress}>
          <Spinner size="sm" decorative />
          {TRANSCRIBING}
        </p>
      )}
      {note && (
        <p role="status" className={styles.info}>
          <span className={styles.noteIcon}>
            <Icon name="info" />
          </span>
          {NOTE_TEXT[note]}
        </p>
      )}
      {storageWarning && (
        <p role="status" className={styles.warning}>
          <span className={styles.noteIcon}>
            <Icon name="alert" />
          </span>
          {storageWarning}
        </p>
      )}
    </>
  );
}
