import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const citation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `3px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': {
      background: vars.color.surfaceHover,
      borderColor: vars.color.borderStrong,
    },
    '&[data-pressed]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const quote = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const attribution = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const expert = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const question = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});

export const open = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  selectors: { [`${citation}[data-hovered] &`]: { textDecoration: 'underline' } },
});

/**
 * A line of text that opens a transcript: no frame until hovered or focused. Sources
 * under an AI answer and a key insight's figures use it.
 */
export const transcriptLine = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
