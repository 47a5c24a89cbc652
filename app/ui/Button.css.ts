import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { PHONE } from './breakpoints';
import { vars } from './theme.css';

const pressed = { transform: 'scale(0.96)', filter: 'brightness(0.9)' };

/** Shared by Button, NavButton and ButtonLink so a link can look exactly like a button. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    maxWidth: '100%',
    // Phones: a long label wraps inside the button rather than pushing past the screen.
    '@media': {
      [PHONE]: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: vars.space.xs },
    },
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.press} ${vars.motion.easing}, filter ${vars.motion.press} ${vars.motion.easing}`,
    selectors: {
      '&[data-pressed], &[data-held]': pressed,
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accentHover },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
        },
      },
      danger: {
        background: vars.color.dangerSurface,
        color: vars.color.danger,
        borderColor: vars.color.danger,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
        },
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '40px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '52px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const iconOnly = style({ paddingInline: 0, aspectRatio: '1' });
