import { Button, type ButtonSize } from '../../ui/Button';
import type { RecorderPhase } from './RecorderControls';
import { MicIcon, StopIcon } from './RecorderIcons';
import type { Recorder } from './useRecorder';

/** The recorder's one action for its phase: Start, Stop, or Record Again. */
export function RecorderMainButton({
  phase,
  recorder,
  disabled,
  size = 'lg',
  className,
  onStart,
  onStop,
  onRecordAgain,
}: {
  phase: RecorderPhase;
  recorder: Recorder;
  disabled: boolean;
  size?: ButtonSize;
  className?: string;
  onStart(): void;
  onStop(): void;
  onRecordAgain(): void;
}) {
  switch (phase) {
    case 'idle':
      return (
        <Button
          size={size}
          className={className}
          onPress={onStart}
          isDisabled={disabled}
          isPending={recorder.status === 'starting'}
          pendingLabel="Starting..."
        >
          <MicIcon />
          Start Recording
        </Button>
      );
    case 'recording':
      return (
        <Button
          size={size}
          variant="danger"
          className={className}
          onPress={onStop}
          isDisabled={disabled}
          isPending={recorder.status === 'stopping'}
          pendingLabel="Saving..."
        >
          <StopIcon />
          Stop Recording
        </Button>
      );
    case 'stopped':
      return (
        <Button
          size={size}
          variant="secondary"
          className={className}
          onPress={onRecordAgain}
          isDisabled={disabled}
        >
          <MicIcon />
          Record Again
        </Button>
      );
  }
}
