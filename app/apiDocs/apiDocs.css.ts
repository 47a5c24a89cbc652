import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

const PHONE = 'screen and (max-width: 640px)';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontFamily: vars.font.heading,
});

export const lead = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  maxWidth: '48rem',
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '14rem minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const toc = style({
  position: 'sticky',
  top: `calc(${vars.layout.navHeight} + ${vars.space.md})`,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { 'screen and (max-width: 960px)': { position: 'static' } },
});

export const tocTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const tocList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  '@media': {
    'screen and (max-width: 960px)': { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm },
  },
});

export const areas = style({ display: 'grid', gap: vars.space.xxl, minWidth: 0 });

export const area = style({ display: 'grid', gap: vars.space.md, scrollMarginTop: '5rem' });

export const areaTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const areaDescription = style({ margin: 0, color: vars.color.textMuted });

export const operation = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const operationHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const method = style({
  display: 'inline-block',
  minWidth: '4.2rem',
  textAlign: 'center',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const methods = styleVariants({
  GET: { color: vars.color.info, background: vars.color.infoSurface },
  POST: { color: vars.color.success, background: vars.color.successSurface },
  PATCH: { color: vars.color.warning, background: vars.color.warningSurface },
  PUT: { color: vars.color.warning, background: vars.color.warningSurface },
  DELETE: { color: vars.color.danger, background: vars.color.dangerSurface },
});

export const path = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const summary = style({ margin: 0, color: vars.color.text });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const subTitle = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const params = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [PHONE]: { fontSize: vars.fontSize.xs } },
});

globalStyle(`${params} th, ${params} td`, {
  textAlign: 'left',
  padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xxs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

/**
 * A parameter's type may break anywhere rather than widen the table past a 320 px screen (an
 * enum such as "recentAnswers"): `anywhere` also lowers the column's minimum width, which
 * break-word does not. The other columns hold short words that stay whole.
 */
export const paramType = style({ overflowWrap: 'anywhere' });

globalStyle(`${params} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const fields = style({
  listStyle: 'none',
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const fieldName = style({ fontFamily: vars.font.mono, color: vars.color.text });

export const fieldType = style({ fontFamily: vars.font.mono, color: vars.color.accent });

export const fieldNote = style({ color: vars.color.textMuted });

export const code = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const steps = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
