import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const errorBox = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const errorIcon = style({ color: vars.color.danger, flexShrink: 0, marginTop: '2px' });

export const checkboxError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});
