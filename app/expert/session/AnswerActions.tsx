import { Button } from '../../ui/Button';
import { hiddenOnPhone } from '../../ui/responsive.css';
import type { RecorderActions } from '../recording/VoiceRecorder';
import * as layout from './QuestionScreen.css';

/**
 * Skip and Submit, and on a phone the recorder's button when it is the one to press
 * next: idle, Skip and Start Recording; recording, Stop Recording alone; with an answer
 * to send, Skip and Submit. Wide screens always show Skip and Submit here.
 */
export function AnswerActions({
  recorder,
  busy,
  canSubmit,
  onSkip,
  onSubmit,
}: {
  recorder: RecorderActions;
  busy: 'submit' | 'skip' | null;
  canSubmit: boolean;
  onSkip(): void;
  onSubmit(): void;
}) {
  const onPhoneIf = (hidden: boolean) => (hidden ? hiddenOnPhone : undefined);
  return (
    <div className={layout.actionBar}>
      <Button
        variant="secondary"
        className={onPhoneIf(recorder.phase === 'recording')}
        onPress={onSkip}
        isDisabled={busy !== null}
        isPending={busy === 'skip'}
        pendingLabel="Skipping..."
      >
        Skip Question
      </Button>
      <Button
        className={onPhoneIf(recorder.barButton !== null)}
        isDisabled={!canSubmit}
        isPending={busy === 'submit'}
        pendingLabel="Submitting..."
        onPress={onSubmit}
      >
        Submit Answer
      </Button>
      {recorder.barButton}
    </div>
  );
}
