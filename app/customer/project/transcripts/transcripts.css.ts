import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** Below this width the layout stacks (the table itself: app/ui/DataTable.css.ts). */
const PHONE = '(max-width: 640px)';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const expertCell = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** On phones the button spans the card, the way a card's main action does. */
export const actionCell = style({
  '@media': { [PHONE]: { display: 'block', paddingTop: vars.space.xs } },
});

globalStyle(`${actionCell} button`, { '@media': { [PHONE]: { width: '100%' } } });

// ---------------------------------------------------------------- the dialog

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const scrollTarget = style({
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const threads = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Follow-ups sit indented under the question they follow. */
export const followups = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0 ${vars.space.lg}`,
  padding: `0 0 0 ${vars.space.md}`,
  borderLeft: `2px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const questionLine = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const questionText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const followupMark = style({ display: 'flex' });

export const number = style({ color: vars.color.accent, fontVariantNumeric: 'tabular-nums' });

export const answer = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  outline: 'none',
  scrollMarginBlock: vars.space.xl,
  transition: `background-color ${vars.motion.slow} ${vars.motion.easing}`,
});

/** The answer a citation pointed at. */
export const focusedAnswer = style({
  background: vars.color.infoSurface,
  borderColor: vars.color.info,
});

export const answerText = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.relaxed,
});

export const noAnswer = style({ margin: 0, color: vars.color.textSubtle, fontStyle: 'italic' });

export const citedMark = style({ marginBottom: vars.space.xs });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

/** 'Download transcript', under the facts and above the questions. */
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: vars.space.md,
});

/** Spans the panel's columns, under the search and the select. */
export const filterNote = style({
  gridColumn: '1 / -1',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
