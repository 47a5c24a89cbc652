import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

const PHONE = '(max-width: 640px)';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const itemTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const metaItem = style({ display: 'flex', gap: vars.space.xs });

export const metaLabel = style({ color: vars.color.textSubtle });

export const metaValue = style({ margin: 0, color: vars.color.text });

/** The history table; on phones each row becomes a small card of label/value lines. */
export const tableWrap = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
  '@media': { [PHONE]: { border: 'none', background: 'transparent', overflow: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th`, {
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'left',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textSubtle,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} td`, {
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  verticalAlign: 'middle',
});

globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const projectCell = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

globalStyle(`${table} thead`, { '@media': { [PHONE]: { display: 'none' } } });

globalStyle(`${table} tr`, {
  '@media': {
    [PHONE]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.lg,
      marginBottom: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
    },
  },
});

globalStyle(`${table} td`, {
  '@media': {
    [PHONE]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.md,
      padding: 0,
      border: 'none',
      textAlign: 'right',
    },
  },
});

globalStyle(`${table} td::before`, {
  '@media': {
    [PHONE]: {
      content: 'attr(data-label)',
      color: vars.color.textSubtle,
      textAlign: 'left',
      flexShrink: 0,
    },
  },
});

/** Two tabs side by side fit a phone only when they share its width. */
export const tabs = style({});

globalStyle(`${tabs} [role="tablist"]`, {
  '@media': { [PHONE]: { alignSelf: 'stretch' } },
});

globalStyle(`${tabs} [role="tab"]`, {
  '@media': {
    [PHONE]: { flex: 1, padding: `${vars.space.sm} ${vars.space.sm}`, textAlign: 'center' },
  },
});
