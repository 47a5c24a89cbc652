import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { DESKTOP } from '../shared/layout.css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  minHeight: '100vh',
  // The nav floats over the hero; keep the headline clear of it.
  paddingBlock: `calc(${vars.layout.navHeight} + ${vars.space.xxl}) ${vars.space.xxxl}`,
  '@supports': { '(min-height: 100svh)': { minHeight: '100svh' } },
});

/** Keeps the headline legible over the brightest frames of the video. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  background: `radial-gradient(ellipse 70% 60% at 50% 45%, color-mix(in srgb, ${vars.color.background} 55%, transparent), transparent 80%), linear-gradient(to bottom, transparent 60%, ${vars.color.background})`,
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xl,
  textAlign: 'center',
});

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const title = style({
  maxWidth: '16ch',
  fontSize: vars.fontSize.hero,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.03em',
});

export const lead = style({
  maxWidth: '600px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const choices = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '520px',
  marginTop: vars.space.md,
  '@media': { 'screen and (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' } },
});

// Taller than the largest button size: these are the page's two doors.
export const choice = style({
  selectors: { 'section &': { minHeight: '60px', fontSize: vars.fontSize.lg } },
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [DESKTOP]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const stepNumber = style({
  color: vars.color.accent,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const stepTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const stepBody = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const section = style({
  paddingBlock: vars.space.xxxl,
  '@media': { 'screen and (max-width: 480px)': { paddingBlock: vars.space.xxl } },
});

export const sectionTitle = style({
  marginBottom: vars.space.xl,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});
