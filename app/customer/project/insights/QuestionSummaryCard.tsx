import { useId } from 'react';
import type { QuestionSummary } from '../../../../sync/contract/analytics';
import { plural } from '../../../admin/plural';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { CitationList, type OpenCitation } from '../citations/CitationButton';
import * as styles from './insights.css';

/** One base question: its topic, a lead sentence, how many answered, and their quotes. */
export function QuestionSummaryCard({
  summary,
  onOpenCitation,
}: {
  summary: QuestionSummary;
  onOpenCitation: OpenCitation;
}) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {summary.title}
        </h3>
        <Badge tone={summary.answers > 0 ? 'info' : 'neutral'}>
          {plural(summary.answers, 'answer')}
        </Badge>
      </div>
      {/* The title is a topic; the question itself says what was asked. */}
      {summary.title !== summary.questionText && (
        <p className={styles.questionText}>{summary.questionText}</p>
      )}
      <p className={styles.lead}>{summary.lead}</p>
      {summary.quotes.length > 0 && (
        <CitationList
          label={`Quotes on ${summary.title}`}
          citations={summary.quotes}
          onOpen={onOpenCitation}
        />
      )}
    </Card>
  );
}
