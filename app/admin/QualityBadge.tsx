import { useInterviewQuality } from '../api/queries/interviews';
import { Badge } from '../ui/Badge';

/**
 * An interview's response quality on the admin lists: 'Review before payment' when its
 * answers are flagged (spec section 1: low-quality responses are reviewed before the
 * expert is paid), else its score. Nothing before any answer, or while the flags load.
 */
export function QualityBadge({ interviewId }: { interviewId: string }) {
  const { data } = useInterviewQuality();
  const quality = data?.[interviewId];
  if (!quality || quality.score === null) return null;
  if (quality.flaggedForReview) {
    return <Badge tone="warning">Review before payment</Badge>;
  }
  return <Badge tone="neutral">Quality {quality.score}</Badge>;
}
