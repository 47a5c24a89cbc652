import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // Still show that something is happening, just slower and calmer.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms !important' },
  },
});

export const small = style({ width: '16px', height: '16px', borderWidth: '2px' });

/** Inside a button: the ring takes the button's text colour so it shows on any variant. */
export const inherit = style({ borderColor: 'currentColor', borderTopColor: 'transparent' });

export const centred = style({
  flex: 1,
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
});
