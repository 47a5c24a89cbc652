import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  md: { padding: vars.space.xl, '@media': { '(max-width: 480px)': { padding: vars.space.lg } } },
  lg: { padding: vars.space.xxl, '@media': { '(max-width: 480px)': { padding: vars.space.xl } } },
});

export const raised = style({ background: vars.color.surfaceRaised, boxShadow: vars.shadow.sm });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
