import {
  type DialogButtonProps,
  LazyDialogButton,
  lazyDialog,
} from '../../marketing/dialogs/lazyDialogButton';

// The form (react-hook-form, zod) is its own chunk, fetched on hover or first press.
const newProjectDialog = lazyDialog(
  async () => (await import('./NewProjectDialog')).NewProjectDialog,
);

/** Opens the customer's 'New Project' dialog. */
export function NewProjectButton(props: Omit<DialogButtonProps, 'children'>) {
  return (
    <LazyDialogButton {...props} dialog={newProjectDialog}>
      New Project
    </LazyDialogButton>
  );
}
