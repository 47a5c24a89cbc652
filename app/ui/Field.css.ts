import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Styles shared by every labelled field (TextField, TextArea, Select, RadioGroup, FileTrigger). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&[data-hovered]': { borderColor: vars.color.textSubtle },
    '&[data-focused]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const textarea = style({
  minHeight: '112px',
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
});

export const helpRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

/** Description and error stacked, so both read as separate lines when both show. */
export const helpStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
  fontVariantNumeric: 'tabular-nums',
});

export const counterOver = style({ color: vars.color.danger });
