import type { InterviewQualitySummary } from '../../sync/contract/analytics';
import { Badge } from '../ui/Badge';

/**
 * An interview's response quality on the admin lists: 'Review before payment' when its
 * answers are flagged (spec section 1: low-quality responses are reviewed before the
 * expert is paid), else its score. Nothing before any answer, or while the flags load
 * (the list reads them for its rows with useInterviewQuality).
 */
export function QualityBadge({ quality }: { quality: InterviewQualitySummary | undefined }) {
  if (!quality || quality.score === null) return null;
  if (quality.flaggedForReview) {
    return <Badge tone="warning">Review before payment</Badge>;
  }
  return <Badge tone="neutral">Quality {quality.score}</Badge>;
}
