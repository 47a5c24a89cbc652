import { type DialogButtonProps, LazyDialogButton, lazyDialog } from '../dialogs/lazyDialogButton';

const applicationDialog = lazyDialog(
  async () => (await import('./ApplicationDialog')).ApplicationDialog,
);

/** Opens the job application; its form (react-hook-form, zod) is a chunk of its own. */
export function ApplyButton(props: DialogButtonProps) {
  return <LazyDialogButton {...props} dialog={applicationDialog} />;
}
