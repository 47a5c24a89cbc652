import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { AdminDialog } from './AdminDialog';
import type { DialogRequest, OpenDialog } from './dialogRequests';

/** Longer than a dialog's exit animation (vars.motion.fast), after which react-aria unmounts it. */
const FOCUS_CHECK_DELAY_MS = 300;

/**
 * Opens the dashboard's dialogs. `host` must be rendered where the dialog belongs: a
 * view that opens another dialog renders its own host inside itself, so the second
 * dialog nests in the first. Every opening mounts a fresh dialog, so forms start clean
 * (spec section 4).
 */
export function useDialogHost(): { open: OpenDialog; host: ReactNode } {
  const [current, setCurrent] = useState<{ request: DialogRequest; opening: number } | null>(null);
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((request: DialogRequest) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCurrent((previous) => ({ request, opening: (previous?.opening ?? 0) + 1 }));
    setOpen(true);
  }, []);
  useEffect(() => {
    if (isOpen) return;
    const timer = setTimeout(() => returnFocus(opener.current), FOCUS_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);
  const host = current && (
    <AdminDialog
      key={current.opening}
      request={current.request}
      isOpen={isOpen}
      onOpenChange={setOpen}
    />
  );
  return { open, host };
}

/**
 * react-aria gives focus back to the opener when a dialog closes, but when that dialog
 * sat inside another one, the outer dialog's focus trap sometimes wins the race and
 * focuses its own container instead. Put focus back on the opener then, and only then:
 * focus the user has since moved elsewhere stays where it is.
 */
function returnFocus(element: HTMLElement | null) {
  if (!element?.isConnected) return;
  const active = document.activeElement;
  const lost = !active || active === document.body || active === element.closest('[role="dialog"]');
  if (lost) element.focus();
}
