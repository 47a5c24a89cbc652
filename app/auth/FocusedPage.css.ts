import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  // A quiet glow behind the card, from the accent colour, so the page is not flat black.
  background: `radial-gradient(ellipse 60% 45% at 50% 0%, color-mix(in srgb, ${vars.color.accent} 14%, transparent), transparent 70%), ${vars.color.background}`,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  textDecoration: 'none',
});

export const card = style({
  width: '100%',
  maxWidth: '420px',
  boxShadow: vars.shadow.lg,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
});

export const lead = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
