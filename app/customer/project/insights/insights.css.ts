import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import { transcriptLine } from '../citations/citations.css';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** The "new answers since" note with its Regenerate button. */
export const staleNote = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.warningSurface,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const summaryText = style({
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const questionText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const lead = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Consensus, disagreement, figures and quotes under their labels. */
export const parts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
});

export const partLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const partText = style({
  margin: 0,
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/** Said plainly, but quieter than a finding. */
export const partNone = style([partText, { color: vars.color.textMuted }]);

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  marginTop: vars.space.xs,
  padding: 0,
  listStyle: 'none',
});

export const figure = style([
  transcriptLine,
  {
    display: 'flex',
    alignItems: 'baseline',
    gap: vars.space.sm,
    width: '100%',
    color: vars.color.text,
  },
]);

export const figureValue = style({
  flex: '0 0 auto',
  maxWidth: '40%',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const figureContext = style({
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});

export const figureSource = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
