import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Spec section 9: one toast at a time, closing itself after 5 s. */
export const TOAST_TIMEOUT_MS = 5000;

/** Spec section 9: a toast dragged right at least this far is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

/**
 * Shows a toast. A new toast replaces the one on screen rather than queueing behind
 * it (spec section 4: "a new one replaces the old").
 */
export function showToast(content: ToastContent): string {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  return toastQueue.add(content, { timeout: TOAST_TIMEOUT_MS });
}
