import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.borderStrong}`,
  background: `radial-gradient(ellipse at top, color-mix(in srgb, ${vars.color.accent} 18%, ${vars.color.surface}), ${vars.color.surface} 70%)`,
  textAlign: 'center',
  '@media': { 'screen and (max-width: 480px)': { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const body = style({ maxWidth: '560px' });
