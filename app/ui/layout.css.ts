import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { PHONE } from './breakpoints';
import { vars } from './theme.css';

const gap = {
  none: { gap: 0 },
  xxs: { gap: vars.space.xxs },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
  xxl: { gap: vars.space.xxl },
};

const align = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
};

/** A list of cards one under another: no bullets, no indent, the cards' own gap. */
export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stack = recipe({
  // min-width 0 lets a stack inside a flex or grid row shrink below its content's width
  // instead of pushing the row past a phone's screen.
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: { gap, align },
  defaultVariants: { gap: 'md', align: 'stretch' },
});

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    gap,
    align,
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
    /** Phones: one under another, each full width (equal action buttons in thumb reach). */
    stackOnPhone: {
      true: { '@media': { [PHONE]: { flexDirection: 'column', alignItems: 'stretch' } } },
      false: {},
    },
  },
  defaultVariants: {
    gap: 'sm',
    align: 'center',
    justify: 'start',
    wrap: true,
    stackOnPhone: false,
  },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
export type Space = keyof typeof gap;
