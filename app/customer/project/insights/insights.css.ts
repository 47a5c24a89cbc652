import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** The "new answers since" note with its Regenerate button. */
export const staleNote = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.warningSurface,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const summaryText = style({
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const questionText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const lead = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
