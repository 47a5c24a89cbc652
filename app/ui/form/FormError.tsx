import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Form.css';

/**
 * The box for a failed submit (e.g. "400: Project name is required"). It is an alert,
 * so screen readers announce it when it appears. Renders nothing without an error.
 */
export function FormError({
  error,
  children,
}: {
  /** An Error (its message is shown), a message, or nothing. */
  error?: Error | string | null;
  /** Replaces the error's own message (e.g. the spec's friendlier text). */
  children?: ReactNode;
}) {
  const message = children ?? (typeof error === 'string' ? error : error?.message);
  if (!error && !children) return null;
  return (
    <div role="alert" className={styles.errorBox}>
      <span className={styles.errorIcon}>
        <Icon name="alert" />
      </span>
      <span>{message}</span>
    </div>
  );
}
