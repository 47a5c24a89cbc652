import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const hint = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.infoSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const icon = style({ flexShrink: 0, color: vars.color.info, marginTop: '1px' });

/** The Share symbol inside the sentence, so it matches what the expert looks for. */
export const inlineIcon = style({
  display: 'inline-block',
  verticalAlign: '-2px',
  marginInline: vars.space.xxs,
  color: vars.color.info,
});
