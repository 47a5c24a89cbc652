import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = keyof typeof styles.tones;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A small coloured label (status, counts, "Customer Dashboard"). */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span className={[styles.badge, styles.tones[tone], className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

/**
 * Spec section 9 status colours: completed green, active / in_progress blue, pending
 * yellow (grey where a screen says so, e.g. the employee dashboard), anything else grey.
 */
export function statusTone(
  status: string | null | undefined,
  options: { pendingTone?: 'warning' | 'neutral' } = {},
): BadgeTone {
  switch (status) {
    case 'completed':
      return 'success';
    case 'active':
    case 'in_progress':
      return 'info';
    case 'pending':
      return options.pendingTone ?? 'warning';
    default:
      return 'neutral';
  }
}

const STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  active: 'In progress',
  in_progress: 'In progress',
  pending: 'Pending',
  declined: 'Declined',
  closed: 'Closed',
};

/** A readable label for an interview status; unknown statuses show as they are. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** A Badge for an interview status; pending shows a clock (spec section 4). */
export function StatusBadge({
  status,
  pendingTone,
  children,
}: {
  status: string;
  pendingTone?: 'warning' | 'neutral';
  /** Overrides the label text. */
  children?: ReactNode;
}) {
  return (
    <Badge tone={statusTone(status, { pendingTone })}>
      {status === 'pending' && <ClockIcon />}
      {children ?? statusLabel(status)}
    </Badge>
  );
}

function ClockIcon() {
  return (
    <svg
      aria-hidden="true"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
    >
      <circle cx="6" cy="6" r="4.75" />
      <path d="M6 3.5V6l1.75 1.25" />
    </svg>
  );
}
