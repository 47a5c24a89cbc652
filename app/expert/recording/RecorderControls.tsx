import type { Ref } from 'react';
import type { SavedRecording } from '../../offline/draftRecordings';
import { Icon } from '../../ui/Icon';
import { hiddenOnPhone } from '../../ui/responsive.css';
import { LevelMeter } from './LevelMeter';
import { RecorderMainButton } from './RecorderMainButton';
import { formatDuration } from './recorderMessages';
import type { Recorder } from './useRecorder';
import * as styles from './VoiceRecorder.css';

/** Which buttons show: 'starting' stays 'idle' (a pending Start) so focus stays put. */
export type RecorderPhase = 'idle' | 'recording' | 'stopped';

/**
 * Start, Stop with the live timer and level, or Record Again with the saved length.
 * With `mainButtonInBar` a phone shows the button in the screen's action bar instead,
 * and this box only for what else it holds (the timer and level while recording).
 */
export function RecorderControls({
  phase,
  recorder,
  saved,
  disabled,
  mainButtonInBar,
  controlsRef,
  onStart,
  onStop,
  onRecordAgain,
}: {
  phase: RecorderPhase;
  recorder: Recorder;
  saved: SavedRecording | null;
  disabled: boolean;
  mainButtonInBar: boolean;
  controlsRef: Ref<HTMLDivElement>;
  onStart(): void;
  onStop(): void;
  onRecordAgain(): void;
}) {
  const onPhoneInBar = mainButtonInBar ? hiddenOnPhone : undefined;
  // Idle, the button is all the box holds: an empty box would be left on a phone.
  const boxClass = phase === 'idle' ? onPhoneInBar : undefined;
  return (
    <div className={[styles.controls, boxClass].filter(Boolean).join(' ')} ref={controlsRef}>
      <RecorderMainButton
        phase={phase}
        recorder={recorder}
        disabled={disabled}
        className={[styles.mainButton, onPhoneInBar].filter(Boolean).join(' ')}
        onStart={onStart}
        onStop={onStop}
        onRecordAgain={onRecordAgain}
      />
      {phase === 'recording' && (
        <div className={styles.live}>
          <span className={styles.recordingDot} aria-hidden="true" />
          <span className={styles.elapsed}>Recording {formatDuration(recorder.elapsedMs)}</span>
          <LevelMeter level={recorder.level} />
        </div>
      )}
      {phase === 'stopped' && saved && (
        <span className={styles.summary}>
          <span className={styles.summaryIcon}>
            <Icon name="check" />
          </span>
          Recording saved · {formatDuration(saved.durationMs)}
        </span>
      )}
    </div>
  );
}
