import { Button } from '../../../ui/Button';
import { DialogFooter } from '../../../ui/Dialog';
import { FormError } from '../../../ui/form/FormError';
import { SubmitButton } from '../../../ui/form/SubmitButton';

/** The failure box and the Cancel / Generate buttons both analysis dialogs end with. */
export function GenerateActions({
  label,
  failure,
  isPending,
  onCancel,
}: {
  /** 'Generate Graph' or 'Generate List'. */
  label: string;
  failure: string | null;
  isPending: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <FormError error={failure} />
      <DialogFooter>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Cancel
        </Button>
        <SubmitButton variant="primary" isPending={isPending} pendingLabel="Generating...">
          {label}
        </SubmitButton>
      </DialogFooter>
    </>
  );
}
