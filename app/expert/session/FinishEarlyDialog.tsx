import { Button } from '../../ui/Button';
import { Dialog, DialogFooter } from '../../ui/Dialog';

/** 'Finish Interview Early?': the expert confirms before the interview is closed. */
export function FinishEarlyDialog({
  isOpen,
  isFinishing,
  onOpenChange,
  onFinish,
  reopenUntil,
}: {
  isOpen: boolean;
  isFinishing: boolean;
  onOpenChange(open: boolean): void;
  onFinish(): void;
  /** 'until Dec 9, 2026, unless…' (linkWindow.ts): how long the promise below holds. */
  reopenUntil: string;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      title="Finish Interview Early?"
      description={`Your answers so far are saved. You can come back later to continue where you left off: opening your interview link again reopens it at the next question, ${reopenUntil}.`}
    >
      <DialogFooter>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Continue Interview
        </Button>
        <Button
          variant="danger"
          isPending={isFinishing}
          pendingLabel="Finishing..."
          onPress={onFinish}
        >
          Finish Interview
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
