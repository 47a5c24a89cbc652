/*
 * Where toasts go, shared by the toast region and the dialogs that make room for it.
 * Phones put toasts at the top: the bottom is where a phone's dialogs keep their actions
 * (bottom sheets) and the interview its primary button, in thumb reach.
 */

/**
 * The custom property on <html> holding the room the visible toast takes (its height plus
 * a gap), absent when no toast shows. Dialogs read `var(--parley-toast-space, 0px)` to
 * keep their buttons clear of the toast.
 */
export const TOAST_SPACE_PROPERTY = '--parley-toast-space';
