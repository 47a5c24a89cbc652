import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { PHONE } from '../layout.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns:
    'minmax(200px, 1.4fr) repeat(2, minmax(140px, 1fr)) repeat(2, minmax(150px, 0.9fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1100px)': {
      gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    },
    [PHONE]: { gridTemplateColumns: '1fr 1fr' },
  },
});

/** Action, actor and client take a full row on phones; the two dates share one. */
export const wideOnPhone = style({ '@media': { [PHONE]: { gridColumn: '1 / -1' } } });

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: `${vars.space.xl} 0 ${vars.space.md}`,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const time = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const muted = style({ color: vars.color.textSubtle });

/** Long ids, names and details wrap inside their cell instead of widening the page. */
export const wrap = style({ overflowWrap: 'anywhere', minWidth: '10ch' });

/** Room for a type and an id side by side before either wraps. */
export const subject = style({ minWidth: '18ch' });

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  maxWidth: '34ch',
  margin: 0,
  fontSize: vars.fontSize.xs,
  '@media': { [PHONE]: { justifyContent: 'flex-end', maxWidth: 'none' } },
});

globalStyle(`${details} dt`, { color: vars.color.textSubtle });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${details} div`, { display: 'flex', gap: vars.space.xs, minWidth: 0 });

export const skeletonList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});
