import type { MouseEvent, ReactNode } from 'react';
import { Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { ButtonSize, ButtonVariant } from './Button';
import * as styles from './Button.css';
import { usePressDelay } from './usePressDelay';

export interface NavButtonProps extends Omit<RacLinkProps, 'className' | 'style' | 'href'> {
  /** The in-app path to go to. */
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A link that looks like a button and shows the spec's 150 ms pressed effect before it
 * navigates (section 9). It is a real anchor (role "link"), so opening it in a new tab
 * with a modifier key or middle click still works and skips the delay.
 */
export function NavButton({
  to,
  variant,
  size,
  fullWidth,
  className,
  onClick,
  ...props
}: NavButtonProps) {
  const navigate = useNavigate();
  const { isHeld, run } = usePressDelay();
  const handleClick: NonNullable<RacLinkProps['onClick']> = (event) => {
    onClick?.(event);
    if (event.defaultPrevented || isModified(event)) return;
    // Stops react-aria's router from navigating at once; we navigate after the effect.
    event.preventDefault();
    run(() => navigate(to));
  };
  return (
    <RacLink
      {...props}
      href={to}
      onClick={handleClick}
      data-held={isHeld || undefined}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    />
  );
}

function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
