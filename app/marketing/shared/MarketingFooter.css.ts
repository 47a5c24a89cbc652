import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  paddingBlock: vars.space.xxl,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: '2fr repeat(3, minmax(0, 1fr))' },
  },
});

export const about = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '340px',
  '@media': { 'screen and (min-width: 768px)': { gridColumn: 'auto' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const brandMark = style({ width: '22px', height: '22px', color: vars.color.accent });

export const tagline = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const heading = style({
  marginBottom: vars.space.md,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const legal = style({
  marginTop: vars.space.xl,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
});
