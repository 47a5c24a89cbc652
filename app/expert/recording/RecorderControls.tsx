import type { Ref } from 'react';
import type { SavedRecording } from '../../offline/draftRecordings';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { LevelMeter } from './LevelMeter';
import { MicIcon, StopIcon } from './RecorderIcons';
import { formatDuration } from './recorderMessages';
import type { Recorder } from './useRecorder';
import * as styles from './VoiceRecorder.css';

/** Which buttons show: 'starting' stays 'idle' (a pending Start) so focus stays put. */
export type RecorderPhase = 'idle' | 'recording' | 'stopped';

/** Start, Stop with the live timer and level, or Record Again with the saved length. */
export function RecorderControls({
  phase,
  recorder,
  saved,
  disabled,
  controlsRef,
  onStart,
  onStop,
  onRecordAgain,
}: {
  phase: RecorderPhase;
  recorder: Recorder;
  saved: SavedRecording | null;
  disabled: boolean;
  controlsRef: Ref<HTMLDivElement>;
  onStart(): void;
  onStop(): void;
  onRecordAgain(): void;
}) {
  return (
    <div className={styles.controls} ref={controlsRef}>
      {phase === 'idle' && (
        <Button
          size="lg"
          className={styles.mainButton}
          onPress={onStart}
          isDisabled={disabled}
          isPending={recorder.status === 'starting'}
          pendingLabel="Starting..."
        >
          <MicIcon />
          Start Recording
        </Button>
      )}
      {phase === 'recording' && (
        <>
          <Button
            size="lg"
            variant="danger"
            className={styles.mainButton}
            onPress={onStop}
            isDisabled={disabled}
            isPending={recorder.status === 'stopping'}
            pendingLabel="Saving..."
          >
            <StopIcon />
            Stop Recording
          </Button>
          <div className={styles.live}>
            <span className={styles.recordingDot} aria-hidden="true" />
            <span className={styles.elapsed}>Recording {formatDuration(recorder.elapsedMs)}</span>
            <LevelMeter level={recorder.level} />
          </div>
        </>
      )}
      {phase === 'stopped' && saved && (
        <>
          <Button
            size="lg"
            variant="secondary"
            className={styles.mainButton}
            onPress={onRecordAgain}
            isDisabled={disabled}
          >
            <MicIcon />
            Record Again
          </Button>
          <span className={styles.summary}>
            <span className={styles.summaryIcon}>
              <Icon name="check" />
            </span>
            Recording saved · {formatDuration(saved.durationMs)}
          </span>
        </>
      )}
    </div>
  );
}
