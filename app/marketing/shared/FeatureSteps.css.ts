import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { DESKTOP } from './layout.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
});

export const step = style({
  '@media': {
    [DESKTOP]: {
      selectors: {
        '&:nth-child(even)': { gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)' },
      },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// Every other step puts its video on the left, so the page reads as a zigzag.
globalStyle(`${step}:nth-child(even) > ${text}`, {
  '@media': { [DESKTOP]: { order: 2 } },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.accent,
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.semibold,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
