import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/**
 * The building blocks of the audience pages (/for-experts, /for-interviewees, /experts,
 * /how-we-work), so all four share one rhythm of hero, sections, grids and figures.
 */
const PHONE = 'screen and (max-width: 480px)';

export const section = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [PHONE]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const hero = style([
  section,
  {
    paddingTop: `calc(${vars.space.xxxl} * 1.5)`,
    maxWidth: `calc(${vars.layout.narrowWidth} + 280px)`,
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.lg,
  },
]);

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const headline = style({
  fontSize: vars.fontSize.hero,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.025em',
  textWrap: 'balance',
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: '60ch',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.sm,
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch', width: '100%' } },
});

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '65ch',
});

export const sectionHeading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
});

export const ctaHeading = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const sectionIntro = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Numbered steps: at most three a row, so six stages read as two even rows. */
export const stepGrid = style([
  grid,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' },
]);

export const itemTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  background: vars.color.infoSurface,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const figure = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  letterSpacing: '-0.01em',
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A closing call to action: a raised panel with the heading, a line and the button. */
export const callToAction = style({
  alignItems: 'center',
  textAlign: 'center',
  background: `linear-gradient(160deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
});

export const narrow = style({
  maxWidth: `calc(${vars.layout.narrowWidth} + 2 * ${vars.space.xl})`,
});
