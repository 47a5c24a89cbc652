import type { QuestionKind } from '../../../sync/contract';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { visuallyHidden } from '../../ui/visuallyHidden.css';

const BADGES: Record<
  Exclude<QuestionKind, 'base'>,
  { text: string; label: string; tone: BadgeTone }
> = {
  followup: { text: 'AI Follow-up', label: 'AI follow-up question', tone: 'accent' },
  // Looks unlike a follow-up: it asks the expert to check our transcript, not for more.
  check: {
    text: 'Please check',
    label: 'Please check what we heard: a question about your last answer',
    tone: 'warning',
  },
};

/** Says what a follow-up or a transcript check is for; a base question has none. */
export function QuestionKindBadge({ kind }: { kind: QuestionKind }) {
  if (kind === 'base') return null;
  const { text, label, tone } = BADGES[kind];
  // The short text is what shows; a screen reader reads the label instead.
  return (
    <Badge tone={tone}>
      <span aria-hidden="true">{text}</span>
      <span className={visuallyHidden}>{label}</span>
    </Badge>
  );
}
