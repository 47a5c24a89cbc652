import type { Coverage } from '../../../../sync/contract/customer';
import { Badge, type BadgeTone } from '../../../ui/Badge';

const WORDING: Record<Coverage, { label: string; tone: BadgeTone }> = {
  answered: { label: 'Answered from the interviews', tone: 'success' },
  partial: { label: 'Partly covered by the interviews', tone: 'warning' },
  not_in_interviews: { label: 'Not in the interviews', tone: 'neutral' },
};

/** How far the interviews answer the question, as the server judged it. */
export function CoverageBadge({ coverage }: { coverage: Coverage }) {
  const { label, tone } = WORDING[coverage];
  return <Badge tone={tone}>{label}</Badge>;
}
