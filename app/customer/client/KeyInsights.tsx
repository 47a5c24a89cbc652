import { useId } from 'react';
import type { Insight } from '../../../sync/contract/customer';
import { LoadingList } from '../../shell/ListStates';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton, SkeletonText } from '../../ui/Skeleton';
import * as styles from './clientDashboard.css';
import { insightBasis, KEY_INSIGHT_COUNT } from './dashboardFigures';

/** 'Key Insights Summary': the first three stored insights, each with what it rests on. */
export function KeyInsights({ insights }: { insights: Insight[] | undefined }) {
  if (!insights) return <InsightSkeleton />;
  if (insights.length === 0) {
    return (
      <EmptyState
        title="No insights available yet."
        description="Complete more interviews to generate insights."
      />
    );
  }
  return (
    <ul className={styles.insightGrid}>
      {insights.slice(0, KEY_INSIGHT_COUNT).map((insight) => (
        <li key={insight.id}>
          <InsightCard insight={insight} />
        </li>
      ))}
    </ul>
  );
}

function InsightCard({ insight }: { insight: Insight }) {
  const titleId = useId();
  const basis = insightBasis(insight);
  const { lead, quotes } = insightParts(insight.content);
  return (
    <Card as="article" padding="md" aria-labelledby={titleId} className={styles.insight}>
      <div>
        <p className={styles.insightCategory}>{insight.category}</p>
        <h3 id={titleId} className={styles.insightTitle}>
          {insight.title}
        </h3>
      </div>
      <p className={styles.insightLead}>{lead}</p>
      {quotes.length > 0 && (
        <ul className={styles.insightQuotes} aria-label={`Quotes on ${insight.title}`}>
          {quotes.map((quote) => (
            <li key={quote} className={styles.insightContent}>
              {quote}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.insightBasis}>
        Based on {basis} expert {basis === 1 ? 'response' : 'responses'}
      </p>
    </Card>
  );
}

/**
 * A stored insight is prose: its findings, then its quotes as “…” (Expert, Company).
 * The quotes read better one per line under the findings than run into them.
 */
function insightParts(content: string): { lead: string; quotes: string[] } {
  const first = content.indexOf('“');
  if (first < 0) return { lead: content, quotes: [] };
  const quotes = content.slice(first).match(/“[^”]+”(?:\s\([^)]*\))?/g) ?? [];
  return { lead: content.slice(0, first).trim(), quotes };
}

function InsightSkeleton() {
  return (
    <LoadingList label="Loading key insights…" className={styles.insightGrid}>
      {[0, 1, 2].map((key) => (
        <Card key={key} padding="md">
          <Skeleton width="55%" height="1.2em" />
          <SkeletonText lines={4} />
        </Card>
      ))}
    </LoadingList>
  );
}
