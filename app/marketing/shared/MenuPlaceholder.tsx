import type { ReactNode } from 'react';
import * as button from '../../ui/Button.css';
import * as styles from './MarketingNav.css';

/**
 * Holds a deferred control's place, looking the same, for the moment before its chunk
 * arrives. Hidden from assistive technology: there is nothing to operate yet.
 */
export function MenuPlaceholder({ label, icon }: { label: string; icon?: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={`${button.button({ variant: 'ghost', size: 'sm' })} ${styles.navLink}`}
    >
      {label}
      {icon}
    </span>
  );
}
