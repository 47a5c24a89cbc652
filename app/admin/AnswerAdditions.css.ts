import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const additions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

// Set off from the answer it adds to, so it never reads as part of it.
export const addition = style({
  borderLeft: `3px solid ${vars.color.border}`,
  paddingLeft: vars.space.sm,
  display: 'grid',
  gap: vars.space.xs,
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const text = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const pending = style({ margin: 0, color: vars.color.textSubtle, fontStyle: 'italic' });
