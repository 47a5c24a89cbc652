import { useState } from 'react';
import { JOB_POSITION } from '../../../sync/contract/forms';
import { Button, Dialog, DialogFooter } from '../../ui';
import type { OpenableDialogProps } from '../dialogs/lazyDialogButton';
import { ApplicationForm } from './ApplicationForm';

/**
 * The application dialog, then (spec section 4) on success it closes and the
 * 'Application Submitted' dialog opens in its place.
 */
export function ApplicationDialog({ isOpen, onOpenChange }: OpenableDialogProps) {
  const [submitted, setSubmitted] = useState(false);
  const close = () => onOpenChange(false);
  return (
    <>
      <Dialog
        isOpen={isOpen && !submitted}
        onOpenChange={onOpenChange}
        title={JOB_POSITION}
        description="New York | SF. Tell us a little about yourself: we read every application."
      >
        <ApplicationForm onSubmitted={() => setSubmitted(true)} onCancel={close} />
      </Dialog>
      <Dialog
        isOpen={isOpen && submitted}
        onOpenChange={onOpenChange}
        title="Application Submitted"
        size="sm"
      >
        <p>
          Thank you for applying. We will review your application and get back to you by e-mail
          soon.
        </p>
        <DialogFooter>
          <Button onPress={close}>Done</Button>
        </DialogFooter>
      </Dialog>
    </>
  );
}
