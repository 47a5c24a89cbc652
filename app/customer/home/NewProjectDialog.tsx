import { useCurrentUser } from '../../auth/useCurrentUser';
import type { OpenableDialogProps } from '../../marketing/dialogs/lazyDialogButton';
import { Dialog } from '../../ui/Dialog';
import { NewProjectForm } from './NewProjectForm';

/** 'New Project' for a customer; the project is filed under the customer's own client. */
export function NewProjectDialog({ isOpen, onOpenChange }: OpenableDialogProps) {
  const { data: user } = useCurrentUser();
  // The server's rule (users.scopedClient): only the client granted to the account.
  const client = user?.clientAccess;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title="New Project"
      description={
        client
          ? `Tell us what ${client} wants to learn. We find the experts and run the interviews.`
          : 'Tell us what you want to learn. We find the experts and run the interviews.'
      }
    >
      {({ close }) => <NewProjectForm onCreated={close} onCancel={close} />}
    </Dialog>
  );
}
