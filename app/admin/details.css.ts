import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const blockTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const text = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const questions = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const rowBadges = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const rowTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
