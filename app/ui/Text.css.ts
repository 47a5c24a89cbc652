import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

const tone = {
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  subtle: { color: vars.color.textSubtle },
  accent: { color: vars.color.accent },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
};

const weight = {
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
  bold: { fontWeight: vars.fontWeight.bold },
};

const align = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const;

export const text = recipe({
  // Long words (e-mail addresses, ids, URLs) break rather than widen a phone screen.
  base: { margin: 0, fontFamily: vars.font.body, overflowWrap: 'anywhere' },
  variants: {
    tone,
    weight,
    align,
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
    },
  },
  defaultVariants: { tone: 'default', size: 'md', weight: 'regular' },
});

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
  },
  variants: {
    tone,
    align,
    size: {
      sm: { fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold },
      md: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold },
      lg: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold },
      xl: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
      display: { fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
