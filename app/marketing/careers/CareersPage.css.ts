import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const hero = style({
  paddingTop: `calc(${vars.space.xxxl} * 1.5)`,
  // A quiet glow from the accent colour, so the text-only hero is not flat black.
  background: `radial-gradient(ellipse 70% 60% at 50% 0%, color-mix(in srgb, ${vars.color.accent} 12%, transparent), transparent 70%)`,
});

export const heroText = style({ marginBottom: 0 });

export const sectionHeading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xl,
});

export const principles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const role = style({
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  '@media': {
    'screen and (max-width: 720px)': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const roleText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: vars.layout.narrowWidth,
});

export const roleTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const location = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
