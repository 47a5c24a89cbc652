import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { PHONE } from './layout.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const sectionNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Lists are plain <ul>s of cards. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const grid = style([
  list,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: vars.space.lg,
    '@media': { [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
  },
]);

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const noDescription = style([muted, { fontStyle: 'italic' }]);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const fill = style({ height: '100%' });
