import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const pointer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderLeft: `3px solid ${vars.color.accent}`,
  background: vars.color.surface,
  borderRadius: `0 ${vars.radius.lg} ${vars.radius.lg} 0`,
});
