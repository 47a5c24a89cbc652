import { type DialogButtonProps, LazyDialogButton, lazyDialog } from './lazyDialogButton';

const expertSignupDialog = lazyDialog(
  async () => (await import('./expertSignup/ExpertSignupDialog')).ExpertSignupDialog,
);
const startProjectDialog = lazyDialog(
  async () => (await import('./startProject/StartProjectDialog')).StartProjectDialog,
);

/**
 * Opens 'Join Our Expert Network' (the expert signup). Takes every Button prop except
 * `onPress`: `<ExpertSignupButton variant="primary" size="lg">Get Started</ExpertSignupButton>`.
 */
export function ExpertSignupButton(props: DialogButtonProps) {
  return <LazyDialogButton {...props} dialog={expertSignupDialog} />;
}

/** Opens 'Start Your Project' (the client inquiry). Same props as ExpertSignupButton. */
export function StartProjectButton(props: DialogButtonProps) {
  return <LazyDialogButton {...props} dialog={startProjectDialog} />;
}
