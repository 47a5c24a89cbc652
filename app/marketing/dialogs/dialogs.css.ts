import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  // A long e-mail address must wrap on a phone rather than widen the dialog.
  overflowWrap: 'anywhere',
});

export const thanks = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
  textAlign: 'center',
});

export const thanksMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.pill,
  background: vars.color.successSurface,
  color: vars.color.success,
});

export const thanksText = style({ color: vars.color.textMuted, maxWidth: '40ch' });

export const accountNote = style({
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});
