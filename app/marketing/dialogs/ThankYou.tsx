import type { ReactNode } from 'react';
import { Icon } from '../../ui';
import * as styles from './dialogs.css';

/** The closing screen of both dialogs; `role="status"` so the outcome is announced. */
export function ThankYou({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className={styles.thanks}>
      <span className={styles.thanksMark}>
        <Icon name="check" size={24} />
      </span>
      {children}
      {action}
    </div>
  );
}
