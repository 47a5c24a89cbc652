/**
 * The two public dialogs, each in its own chunk. Other pages open them with these
 * buttons; importing this file costs a Button and two lazy imports, nothing more.
 */
export { ExpertSignupButton, StartProjectButton } from './DialogButtons';
export type { DialogButtonProps } from './lazyDialogButton';
