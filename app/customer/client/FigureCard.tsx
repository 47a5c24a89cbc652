import { type ReactNode, useId } from 'react';
import { Card } from '../../ui/Card';
import * as styles from './clientDashboard.css';
import { Explained } from './Explained';

/**
 * One card of the dashboard's figures: a region named by its heading, with the ⓘ
 * explanation beside the heading once the figure has loaded, and marked busy while
 * its figures load or are recomputed for new filters.
 */
export function FigureCard({
  title,
  explanation,
  isLoading,
  isUpdating,
  children,
}: {
  title: string;
  /** How the card's figure was computed; absent while it loads (or for a card of several). */
  explanation?: string;
  isLoading: boolean;
  /** Figures for other filters are on screen while the new ones load. */
  isUpdating: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <h3 id={titleId} className={styles.cardTitle}>
      {title}
    </h3>
  );
  return (
    <Card
      as="section"
      padding="md"
      aria-labelledby={titleId}
      className={isUpdating ? styles.updating : undefined}
    >
      {/* Card takes no aria-busy of its own; this wrapper carries it. */}
      <div aria-busy={isLoading || isUpdating || undefined} className={styles.stack}>
        {explanation ? (
          <Explained about={title} explanation={explanation}>
            {heading}
          </Explained>
        ) : (
          heading
        )}
        {children}
      </div>
    </Card>
  );
}
