import type { ClientDashboard } from '../../../sync/contract/analytics';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './clientDashboard.css';
import { RING_CIRCUMFERENCE, RING_RADIUS, ringDashOffset } from './dashboardFigures';
import { FigureCard } from './FigureCard';

/** 'Interview Completion': the share of the client's interviews completed, as a ring. */
export function CompletionCard({
  completion,
  isUpdating,
}: {
  completion: ClientDashboard['completion'] | undefined;
  isUpdating: boolean;
}) {
  return (
    <FigureCard
      title="Interview Completion"
      explanation={completion?.explanation}
      isLoading={!completion}
      isUpdating={isUpdating}
    >
      <div className={styles.ringRow}>
        {completion ? (
          <>
            <CompletionRing percent={completion.percent} />
            <p className={styles.ringCaption}>
              {completion.completed} of {completion.total} experts completed
            </p>
          </>
        ) : (
          <>
            <Skeleton width="112px" height="112px" radius="50%" />
            <Skeleton width="60%" height="1.2em" />
          </>
        )}
      </div>
    </FigureCard>
  );
}

/** The ring: r = 40, circumference 251.2 (spec), filled clockwise from the top. */
function CompletionRing({ percent }: { percent: number }) {
  return (
    <div className={styles.ring}>
      <svg
        viewBox="0 0 100 100"
        className={styles.ringSvg}
        role="img"
        aria-label={`${percent}% of interviews completed`}
      >
        <circle
          cx="50"
          cy="50"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="8"
          className={styles.ringTrack}
        />
        <circle
          cx="50"
          cy="50"
          r={RING_RADIUS}
          fill="none"
          strokeWidth="8"
          // A round cap would draw a dot at 0%.
          strokeLinecap={percent > 0 ? 'round' : 'butt'}
          strokeDasharray={RING_CIRCUMFERENCE}
          strokeDashoffset={ringDashOffset(percent)}
          className={styles.ringFill}
        />
      </svg>
      <span className={styles.ringValue} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
