import type { ReactNode } from 'react';
import { Button as RacButton, type ButtonProps as RacButtonProps } from 'react-aria-components';
import * as styles from './Button.css';
import { PRESS_DELAY_MS } from './motion';
import { Spinner } from './Spinner';
import { usePressDelay } from './usePressDelay';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<RacButtonProps, 'className' | 'children' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
  /** Shown instead of the children while `isPending` (e.g. 'Submitting...'). */
  pendingLabel?: string;
  /**
   * Hold the pressed look this long before `onPress` runs: `true` uses the spec's
   * 150 ms (`vars.motion.press`). For buttons that navigate.
   */
  pressDelay?: boolean | number;
}

/**
 * The one button. `isPending` keeps the button focusable, announces progress and swaps
 * the label for a spinner plus `pendingLabel`.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  children,
  pendingLabel,
  pressDelay,
  onPress,
  isPending,
  ...props
}: ButtonProps) {
  const delay = pressDelay === true ? PRESS_DELAY_MS : pressDelay || 0;
  const { isHeld, run } = usePressDelay(delay);
  return (
    <RacButton
      {...props}
      isPending={isPending}
      data-held={isHeld || undefined}
      onPress={onPress && delay > 0 ? (event) => run(() => onPress(event)) : onPress}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {isPending ? (
        <>
          <Spinner size="sm" label={pendingLabel ?? 'Working'} decorative />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </RacButton>
  );
}
