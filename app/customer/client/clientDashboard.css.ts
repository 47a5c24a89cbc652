import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const TABLET = '(max-width: 960px)';
const PHONE = '(max-width: 640px)';

// ---------------------------------------------------------------- page layout

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  // Ghost buttons: line their text up with the heading rather than their padding.
  margin: `calc(-1 * ${vars.space.md}) 0 0 calc(-1 * ${vars.space.md})`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Responses on the left; the figures in a column beside them, below them on tablets. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [TABLET]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** A figure being recomputed for new filters: still readable, visibly not final. */
export const updating = style({
  opacity: 0.6,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subtle = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// ---------------------------------------------------------------- key insights

export const insightGrid = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: vars.space.lg,
    '@media': {
      [TABLET]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      [PHONE]: { gap: vars.space.md },
    },
  },
]);

export const insight = style({ height: '100%' });

export const insightTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const insightCategory = style({ color: vars.color.accent, fontSize: vars.fontSize.xs });

export const insightContent = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const insightLead = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const insightQuotes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const insightBasis = style({
  marginTop: 'auto',
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
});

// ---------------------------------------------------------------- explanations

export const explainedHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A circled "i": small beside a figure, still a 28 px target. */
export const infoButton = style({
  flexShrink: 0,
  minHeight: '28px',
  width: '28px',
  borderRadius: vars.radius.pill,
  borderColor: vars.color.borderStrong,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-expanded="true"]': { borderColor: vars.color.accent, color: vars.color.accent },
  },
});

export const explanation = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// ---------------------------------------------------------------- filters

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'end',
  '@media': {
    [TABLET]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md },
  },
});

export const searchField = style({
  '@media': { [TABLET]: { gridColumn: '1 / -1' } },
});

// ---------------------------------------------------------------- responses

export const responseHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const expertName = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const time = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const question = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});

export const answer = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const searching = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// ---------------------------------------------------------------- completion ring

export const ringRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': { [PHONE]: { gap: vars.space.lg } },
});

export const ring = style({ position: 'relative', width: '112px', height: '112px', flexShrink: 0 });

export const ringSvg = style({ width: '100%', height: '100%', transform: 'rotate(-90deg)' });

export const ringTrack = style({ stroke: vars.color.surfaceHover });

export const ringFill = style({
  stroke: vars.color.success,
  transition: `stroke-dashoffset ${vars.motion.slow} ${vars.motion.easing}`,
});

export const ringValue = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const ringCaption = style({ color: vars.color.text, fontSize: vars.fontSize.md });

// ---------------------------------------------------------------- figures and bars

export const figureList = style([list, { gap: vars.space.lg }]);

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const figureValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const figureLine = style({
  flex: 1,
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const barTrack = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceHover,
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  transition: `width ${vars.motion.slow} ${vars.motion.easing}`,
});

export const barTone = styleVariants({
  accent: { background: vars.color.accent },
  positive: { background: vars.color.success },
  neutral: { background: vars.color.neutral },
  negative: { background: vars.color.danger },
});

export const subheading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const divider = style({
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  margin: `${vars.space.xs} 0`,
});
