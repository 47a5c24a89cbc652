import type { ApiToken } from '../../sync/contract/tokens';
import { useRevokeApiToken } from '../api/queries/tokens';
import { Button } from '../ui/Button';
import { Dialog, DialogFooter } from '../ui/Dialog';
import { FormError } from '../ui/form/FormError';
import { showToast } from '../ui/toast/toastQueue';

/** 'Revoke token?': programs using it are refused from the next request on. */
export function RevokeTokenDialog({
  token,
  onClose,
}: {
  token: ApiToken | null;
  onClose: () => void;
}) {
  const revoke = useRevokeApiToken();
  const close = () => {
    revoke.reset();
    onClose();
  };
  const confirm = () => {
    if (!token) return;
    revoke.mutate(token.id, {
      onSuccess: () => {
        showToast({ variant: 'success', title: 'Token revoked', description: token.name });
        close();
      },
    });
  };
  return (
    <Dialog
      isOpen={token !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      role="alertdialog"
      size="sm"
      title={`Revoke “${token?.name ?? ''}”?`}
      description="Programs using this token are refused from their next request. This cannot be undone."
    >
      <FormError error={revoke.error} />
      <DialogFooter>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button
          variant="danger"
          isPending={revoke.isPending}
          pendingLabel="Revoking..."
          onPress={confirm}
        >
          Revoke token
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
