import { useState } from 'react';
import type { Interview } from '../../sync/contract/interviews';
import { useCloseInterview } from '../api/queries/interviews';
import { Button } from '../ui/Button';
import { Dialog, DialogFooter } from '../ui/Dialog';
import { SaveFailure } from './SaveFailure';

/**
 * Still open to its expert: not started, under way, declined (they may change their
 * mind) or finished early (the link reopens it). Closing ends that for good.
 */
export function canClose(interview: Interview): boolean {
  if (interview.closedAt) return false;
  if (interview.status === 'completed') return interview.finishedEarlyAt !== null;
  return interview.status !== 'closed';
}

/** 'Close interview', confirmed first: the expert's link stops taking answers. */
export function CloseInterviewButton({ interview }: { interview: Interview }) {
  const [confirming, setConfirming] = useState(false);
  const close = useCloseInterview();
  if (!canClose(interview)) return null;
  return (
    <>
      <Button variant="danger" size="sm" onPress={() => setConfirming(true)}>
        Close interview
      </Button>
      <Dialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        size="sm"
        title="Close this interview?"
        description={`${interview.expertName}'s link will stop taking answers and can no longer reopen the interview. The answers given so far are kept.`}
      >
        <SaveFailure
          error={close.error}
          message="Failed to close the interview. Please try again."
        />
        <DialogFooter>
          <Button variant="secondary" onPress={() => setConfirming(false)}>
            Keep it open
          </Button>
          <Button
            variant="danger"
            isPending={close.isPending}
            pendingLabel="Closing..."
            onPress={() => close.mutate(interview.id, { onSuccess: () => setConfirming(false) })}
          >
            Close interview
          </Button>
        </DialogFooter>
      </Dialog>
    </>
  );
}
