import { type ReactNode, useId } from 'react';
import type { QuestionSummary } from '../../../../sync/contract/analytics';
import { plural } from '../../../admin/plural';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { CitationList, type OpenCitation } from '../citations/CitationButton';
import { FigureList } from './FigureList';
import * as styles from './insights.css';

/**
 * One base question's key insight: its topic, who answered, the consensus, the
 * disagreement (or plainly none), the figures experts gave and a few specific quotes.
 * Figures and quotes open the transcript at the answer they come from.
 */
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
      {summary.answers > 0 && (
        <div className={styles.parts}>
          <Part label="Consensus">
            {summary.consensus ? (
              <p className={styles.partText}>{summary.consensus.text}</p>
            ) : (
              <p className={styles.partNone}>No point is shared by two or more experts.</p>
            )}
          </Part>
          {summary.disagreement.text && (
            <Part label="Disagreement">
              <p className={summary.disagreement.found ? styles.partText : styles.partNone}>
                {summary.disagreement.text}
              </p>
            </Part>
          )}
          {summary.figures.length > 0 && (
            <Part label="Figures">
              <FigureList
                label={`Figures on ${summary.title}`}
                figures={summary.figures}
                onOpen={onOpenCitation}
              />
            </Part>
          )}
          {summary.quotes.length > 0 && (
            <Part label="Quotes">
              <CitationList
                label={`Quotes on ${summary.title}`}
                citations={summary.quotes}
                onOpen={onOpenCitation}
              />
            </Part>
          )}
        </div>
      )}
    </Card>
  );
}

/** A labelled part of the insight; the label is a heading for screen-reader navigation. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section>
      <h4 className={styles.partLabel}>{label}</h4>
      {children}
    </section>
  );
}
