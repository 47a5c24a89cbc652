import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

const PHONE = '(max-width: 640px)';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  '@media': { [PHONE]: { width: '100%' } },
});

globalStyle(`${actions} > *`, { '@media': { [PHONE]: { flex: 1 } } });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
});

export const question = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const analysisText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const basis = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

// ---------------------------------------------------------------- graphs

export const chart = style({
  width: '100%',
  height: '320px',
  '@media': { [PHONE]: { height: '280px' } },
});

export const chartNote = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const dataToggle = style({ alignSelf: 'flex-start' });

export const dataWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const dataTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${dataTable} th, ${dataTable} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

/** Company names wrap, so a few parameters fit a phone without scrolling sideways. */
globalStyle(`${dataTable} th:first-child, ${dataTable} td:first-child`, {
  textAlign: 'left',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

/** A count in the data table that opens its answers: looks like a number, acts as a link. */
export const countButton = style({
  // A comfortable target that still keeps the table's rows even.
  minWidth: '2rem',
  minHeight: '1.75rem',
  padding: `0 ${vars.space.sm}`,
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.sm,
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const dataCaption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${dataTable} thead th`, {
  color: vars.color.textSubtle,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${dataTable} tfoot th, ${dataTable} tfoot td`, {
  borderBottom: 'none',
  fontWeight: vars.fontWeight.semibold,
});

// ---------------------------------------------------------------- lists

export const ranked = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const rankedItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const itemHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const rank = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const itemText = style({
  flex: 1,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const citations = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const citation = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.borderStrong}`,
});

export const quote = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

/** The attribution: a quiet link-like button that opens the transcript at the answer. */
export const source = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  minHeight: '24px',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});

export const noQuotes = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

export const moreQuotes = style({ alignSelf: 'flex-start' });

/** A running analysis's bar, in place of its result. */
export const progress = style({ margin: `${vars.space.md} 0` });

/** A failed analysis: its reason in the danger colour, then Try again. */
export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.danger,
});
