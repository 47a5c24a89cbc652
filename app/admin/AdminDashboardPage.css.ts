import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { PHONE } from './layout.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  flex: 1,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  paddingBlock: `${vars.space.xxl} ${vars.space.xxxl}`,
  '@media': { [PHONE]: { gap: vars.space.xl, paddingBlock: vars.space.xl } },
});

export const intro = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const heading = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const subtitle = style({
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  maxWidth: '60ch',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  '@media': { [PHONE]: { width: '100%', display: 'grid', gridTemplateColumns: '1fr 1fr' } },
});

/** Projects beside recent interviews on wide screens, one above the other below. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    'screen and (max-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
  },
});
