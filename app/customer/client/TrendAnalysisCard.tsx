import { useId } from 'react';
import type { ClientDashboard } from '../../../sync/contract/analytics';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './clientDashboard.css';
import { topicBarWidth } from './dashboardFigures';
import { Explained } from './Explained';
import { FigureCard } from './FigureCard';

const SENTIMENTS = [
  { key: 'positive', label: 'Positive' },
  { key: 'neutral', label: 'Neutral' },
  { key: 'negative', label: 'Negative' },
] as const;

/**
 * 'Trend Analysis': how many answers discuss each of the most discussed topics (a bar
 * is full at 20 answers, as the spec draws it), then the tone of the answers.
 */
export function TrendAnalysisCard({
  dashboard,
  isUpdating,
}: {
  dashboard: Pick<ClientDashboard, 'topics' | 'sentiment'> | undefined;
  isUpdating: boolean;
}) {
  return (
    <FigureCard title="Trend Analysis" isLoading={!dashboard} isUpdating={isUpdating}>
      {dashboard ? (
        <>
          <TopicFrequencies topics={dashboard.topics} />
          <hr className={styles.divider} />
          <SentimentSplit sentiment={dashboard.sentiment} />
        </>
      ) : (
        [0, 1, 2, 3].map((key) => (
          <div key={key} className={styles.figure} aria-hidden="true">
            <Skeleton width="45%" />
            <Skeleton height="8px" />
          </div>
        ))
      )}
    </FigureCard>
  );
}

function TopicFrequencies({ topics }: { topics: ClientDashboard['topics'] }) {
  const headingId = useId();
  return (
    <div className={styles.section}>
      <Explained about="Topic Frequency" explanation={topics.explanation}>
        <h4 id={headingId} className={styles.subheading}>
          Topic Frequency
        </h4>
      </Explained>
      {topics.items.length === 0 ? (
        <p className={styles.muted}>No topic is discussed in these answers yet.</p>
      ) : (
        <ul aria-labelledby={headingId} className={styles.figureList}>
          {topics.items.map((topic) => (
            <li key={topic.label} className={styles.figure}>
              <span className={styles.figureLine}>
                <span className={styles.figureLabel}>{topic.label}</span>
                <span className={styles.muted}>
                  {topic.answers} {topic.answers === 1 ? 'answer' : 'answers'}
                </span>
              </span>
              <div className={styles.barTrack} aria-hidden="true">
                <div
                  className={`${styles.bar} ${styles.barTone.accent}`}
                  style={{ width: topicBarWidth(topic.answers) }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SentimentSplit({ sentiment }: { sentiment: ClientDashboard['sentiment'] }) {
  const headingId = useId();
  return (
    <div className={styles.section}>
      <Explained about="Sentiment" explanation={sentiment.explanation}>
        <h4 id={headingId} className={styles.subheading}>
          Sentiment
        </h4>
      </Explained>
      <ul aria-labelledby={headingId} className={styles.figureList}>
        {SENTIMENTS.map(({ key, label }) => (
          <li key={key} className={styles.figure}>
            <span className={styles.figureLine}>
              <span className={styles.figureLabel}>{label}</span>
              <span>
                <span className={styles.figureValue}>{sentiment.percentages[key]}%</span>{' '}
                <span className={styles.subtle}>
                  ({sentiment[key]} of {sentiment.answers})
                </span>
              </span>
            </span>
            <div className={styles.barTrack} aria-hidden="true">
              <div
                className={`${styles.bar} ${styles.barTone[key]}`}
                style={{ width: `${sentiment.percentages[key]}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
