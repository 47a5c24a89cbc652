import { useCurrentUser } from '../../auth/useCurrentUser';
import type { OpenableDialogProps } from '../../marketing/dialogs/lazyDialogButton';
import { Dialog } from '../../ui/Dialog';
import { NewProjectForm } from './NewProjectForm';

/** 'New Project' for a customer; the project is filed under the customer's own client. */
export function NewProjectDialog({ isOpen, onOpenChange }: OpenableDialogProps) {
  const { data: user } = useCurrentUser();
  // The server's rule (users.scopedClient): the client the account is linked to, else its company.
  const client = user?.clientAccess || user?.company;
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
