import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import { Icon } from './Icon';
import { showToast, type ToastContent } from './toast/toastQueue';

/** How long the button shows its tick after a copy. */
export const COPIED_FEEDBACK_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, 'onPress' | 'children'> {
  /** The text put on the clipboard. */
  value: string;
  /** The toast shown once the text is on the clipboard (e.g. 'Link Copied'). */
  copiedToast: ToastContent;
  /** The label; an icon-only button (the default) needs an `aria-label`. */
  children?: ReactNode;
}

/**
 * Copies `value` to the clipboard, then confirms with a toast and a tick on the button.
 * A browser that refuses (no permission, an insecure page) gets a toast saying so
 * rather than a silent failure.
 */
export function CopyButton({ value, copiedToast, children, ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      showToast({
        title: 'Copy failed',
        description: 'Your browser did not allow copying. Select the text and copy it instead.',
        variant: 'destructive',
      });
      return;
    }
    showToast({ variant: 'success', ...copiedToast });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <Button variant="secondary" size="sm" {...props} onPress={() => void copy()}>
      {copied ? <Icon name="check" /> : <CopyIcon />}
      {children}
    </Button>
  );
}

function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5" />
    </svg>
  );
}
