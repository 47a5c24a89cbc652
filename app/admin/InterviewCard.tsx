import type { InterviewQualitySummary } from '../../sync/contract/analytics';
import type { Interview } from '../../sync/contract/interviews';
import { StatusBadge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { Inline, Stack } from '../ui/Stack';
import { Heading, Text } from '../ui/Text';
import { InterviewActions } from './InterviewActions';
import * as styles from './InterviewCard.css';
import { QualityBadge } from './QualityBadge';

/** One interview in Recent Interviews (spec section 2); pending reads grey here (section 9). */
export function InterviewCard({
  interview,
  quality,
  onView,
}: {
  interview: Interview;
  quality: InterviewQualitySummary | undefined;
  onView: (interview: Interview) => void;
}) {
  const headingId = `interview-${interview.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} className={styles.card}>
      <Inline justify="between" align="start" gap="md">
        <Stack gap="xxs">
          <Heading level={3} size="md" id={headingId}>
            {interview.expertName}
          </Heading>
          <Text tone="muted" size="sm">
            {interview.company}
            {interview.projectName && <> · {interview.projectName}</>}
          </Text>
        </Stack>
        <Inline gap="md">
          <span className={styles.progress}>
            {interview.answeredQuestions}/{interview.totalQuestions} answered
          </span>
          <QualityBadge quality={quality} />
          <StatusBadge status={interview.status} pendingTone="neutral" />
        </Inline>
      </Inline>
      <InterviewActions interview={interview} onView={onView} />
    </Card>
  );
}
