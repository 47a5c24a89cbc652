import { useId } from 'react';
import type { QualityFigure } from '../../../sync/contract/analytics';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './clientDashboard.css';
import { percentText } from './dashboardFigures';
import { Explained } from './Explained';
import { FigureCard } from './FigureCard';

/**
 * 'Response Quality': answer completeness, specificity and transcript quality, each a
 * share of the stored answers, with the counts it comes from and how it is measured.
 */
export function ResponseQualityCard({
  figures,
  isUpdating,
}: {
  figures: QualityFigure[] | undefined;
  isUpdating: boolean;
}) {
  return (
    <FigureCard title="Response Quality" isLoading={!figures} isUpdating={isUpdating}>
      <ul className={styles.figureList}>
        {figures
          ? figures.map((figure) => (
              <li key={figure.key}>
                <QualityRow figure={figure} />
              </li>
            ))
          : [0, 1, 2].map((key) => (
              <li key={key} className={styles.figure}>
                <Skeleton width="50%" />
                <Skeleton height="8px" />
              </li>
            ))}
      </ul>
    </FigureCard>
  );
}

function QualityRow({ figure }: { figure: QualityFigure }) {
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure and its caption, not form controls (as in StatCard).
    <div role="group" aria-labelledby={labelId} className={styles.figure}>
      <Explained about={figure.label} explanation={figure.explanation}>
        <span className={styles.figureLine}>
          <span id={labelId} className={styles.figureLabel}>
            {figure.label}
          </span>
          <span className={styles.figureValue}>{percentText(figure.percent)}</span>
        </span>
      </Explained>
      <div className={styles.barTrack} aria-hidden="true">
        <div
          className={`${styles.bar} ${styles.barTone.accent}`}
          style={{ width: `${figure.percent ?? 0}%` }}
        />
      </div>
      <p className={styles.subtle}>
        {figure.denominator === 0
          ? 'Nothing to measure yet'
          : `${figure.numerator} of ${figure.denominator}`}
      </p>
    </div>
  );
}
