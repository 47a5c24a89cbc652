import { type ReactNode, useId } from 'react';
import { Card } from '../ui/Card';
import { Skeleton } from '../ui/Skeleton';
import * as styles from './StatCard.css';

/** The row of stat cards: four across, two on tablets and phones. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/**
 * One figure with its label and a caption. A group named by its label, so "Completed"
 * and its number are read together; a skeleton stands in while the figure loads.
 */
export function StatCard({
  label,
  value,
  caption,
  isLoading = false,
}: {
  label: string;
  value: ReactNode;
  caption?: ReactNode;
  isLoading?: boolean;
}) {
  const labelId = useId();
  return (
    <Card padding="md" className={styles.card}>
      {/* biome-ignore lint/a11y/useSemanticElements: a figure and its caption, not form controls; a fieldset would announce a form. */}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-busy={isLoading || undefined}
        className={styles.body}
      >
        <p id={labelId} className={styles.label}>
          {label}
        </p>
        <p className={styles.value}>{isLoading ? <Skeleton width="3ch" height="1em" /> : value}</p>
        {caption && <p className={styles.caption}>{caption}</p>}
      </div>
    </Card>
  );
}
