import type { Interview } from '../../sync/contract/interviews';
import { StatusBadge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { InterviewActions } from './InterviewActions';
import * as styles from './InterviewCard.css';
import { QualityBadge } from './QualityBadge';
import * as sections from './sections.css';

/** One interview in Recent Interviews (spec section 2); pending reads grey here (section 9). */
export function InterviewCard({
  interview,
  onView,
}: {
  interview: Interview;
  onView: (interview: Interview) => void;
}) {
  const headingId = `interview-${interview.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className={styles.card}>
      <div className={styles.summary}>
        <div className={styles.who}>
          <h3 id={headingId} className={sections.cardTitle}>
            {interview.expertName}
          </h3>
          <p className={sections.muted}>
            {interview.company}
            {interview.projectName && <> · {interview.projectName}</>}
          </p>
        </div>
        <div className={styles.state}>
          <span className={styles.progress}>
            {interview.answeredQuestions}/{interview.totalQuestions} answered
          </span>
          <QualityBadge interviewId={interview.id} />
          <StatusBadge status={interview.status} pendingTone="neutral" />
        </div>
      </div>
      <InterviewActions interview={interview} onView={onView} />
    </Card>
  );
}
