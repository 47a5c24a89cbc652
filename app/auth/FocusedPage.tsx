import { type ReactNode, useId } from 'react';
import { Card } from '../ui/Card';
import { Link } from '../ui/Link';
import * as styles from './FocusedPage.css';

/**
 * One task on an otherwise empty page: the brand above a centred card with a heading
 * and a short lead. Sign-in, access denied and not found share it.
 */
export function FocusedPage({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <main className={styles.page}>
      <Link href="/" variant="subtle" className={styles.brand}>
        Parley
      </Link>
      <Card as="section" padding="lg" raised className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </Card>
    </main>
  );
}
