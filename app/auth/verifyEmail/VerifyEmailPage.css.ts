import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
});

export const outcomeTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const success = style({ color: vars.color.success });
export const failure = style({ color: vars.color.warning });

export const detail = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
