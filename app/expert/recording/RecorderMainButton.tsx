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
  const action = {
    idle: {
      variant: 'primary',
      onPress: onStart,
      pending: recorder.status === 'starting',
      pendingLabel: 'Starting...',
      icon: <MicIcon />,
      label: 'Start Recording',
    },
    recording: {
      variant: 'danger',
      onPress: onStop,
      pending: recorder.status === 'stopping',
      pendingLabel: 'Saving...',
      icon: <StopIcon />,
      label: 'Stop Recording',
    },
    stopped: {
      variant: 'secondary',
      onPress: onRecordAgain,
      pending: false,
      pendingLabel: undefined,
      icon: <MicIcon />,
      label: 'Record Again',
    },
  } as const satisfies Record<RecorderPhase, unknown>;
  const { variant, onPress, pending, pendingLabel, icon, label } = action[phase];
  return (
    <Button
      size={size}
      variant={variant}
      className={className}
      onPress={onPress}
      isDisabled={disabled}
      isPending={pending}
      pendingLabel={pendingLabel}
    >
      {icon}
      {label}
    </Button>
  );
}
