import { Button } from './Button';
import { Icon } from './Icon';
import * as styles from './LoadError.css';

export interface LoadErrorProps {
  /** What could not be loaded, as a sentence: 'Could not load projects.' */
  title: string;
  /** The failure; its message ('500: …', 'Network error: …') is shown under the title. */
  error?: Error | null;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string;
}

/**
 * What a list shows when it failed to load: what failed, why, and a Retry button. An
 * alert, so a failure that appears after the page rendered is announced.
 */
export function LoadError({ title, error, onRetry, isRetrying, className }: LoadErrorProps) {
  return (
    <div role="alert" className={[styles.box, className].filter(Boolean).join(' ')}>
      <p className={styles.title}>
        <span className={styles.icon}>
          <Icon name="alert" />
        </span>
        {title}
      </p>
      {error?.message && <p className={styles.detail}>{error.message}</p>}
      <Button
        variant="secondary"
        size="sm"
        onPress={onRetry}
        isPending={isRetrying}
        pendingLabel="Retrying..."
      >
        Retry
      </Button>
    </div>
  );
}
