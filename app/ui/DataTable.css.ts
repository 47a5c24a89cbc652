import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const PHONE = '(max-width: 640px)';

/**
 * A data table on a surface. On phones each row becomes a small card of label/value
 * lines: give every cell a `data-label` with its column's name.
 */
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
  whiteSpace: 'nowrap',
});

globalStyle(`${table} td`, {
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  verticalAlign: 'middle',
});

globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });

globalStyle(`${table} thead`, { '@media': { [PHONE]: { display: 'none' } } });

globalStyle(`${table} tr`, {
  '@media': {
    [PHONE]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
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
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.md,
      padding: 0,
      border: 'none',
      textAlign: 'right',
    },
  },
});

globalStyle(`${table} td[data-label]::before`, {
  '@media': {
    [PHONE]: {
      content: 'attr(data-label)',
      color: vars.color.textSubtle,
      textAlign: 'left',
      flexShrink: 0,
    },
  },
});
