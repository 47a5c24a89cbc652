import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '../Button';

export type SubmitButtonProps = Omit<ButtonProps, 'type'>;

/**
 * The form's submit button. It shows the pending state while the submit handler runs
 * (react-hook-form's isSubmitting) or while `isPending` says so (a mutation).
 */
export function SubmitButton({ isPending, pendingLabel, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      {...props}
      type="submit"
      isPending={isPending || isSubmitting}
      pendingLabel={pendingLabel}
    />
  );
}
