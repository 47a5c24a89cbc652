import type { ReactNode } from 'react';
import * as styles from './expertDashboard.css';

/** A row of label/value facts about an interview ("Duration 30 min"). */
export function InterviewMeta({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.meta}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.metaItem}>
          <dt className={styles.metaLabel}>{label}</dt>
          <dd className={styles.metaValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
