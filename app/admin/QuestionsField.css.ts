import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const question = style({ flex: 1 });

/** Lines the Remove button up with the input, under the label. */
export const remove = style({ marginTop: '26px', minHeight: '44px' });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const add = style({ alignSelf: 'flex-start' });
