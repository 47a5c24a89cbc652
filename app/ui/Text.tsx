import type { ReactNode } from 'react';
import { type HeadingVariants, heading, type TextVariants, text } from './Text.css';

function join(...classes: (string | undefined)[]) {
  return classes.filter(Boolean).join(' ');
}

export type TextProps = TextVariants & {
  children: ReactNode;
  /** `p` for a paragraph (default), `span` inside a line, `div` around other blocks. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  className?: string;
  id?: string;
  role?: string;
  'aria-live'?: 'polite' | 'assertive' | 'off';
};

/** Body text in one of the theme's tones and sizes. */
export function Text({
  children,
  as: Element = 'p',
  className,
  tone,
  size,
  weight,
  align,
  ...rest
}: TextProps) {
  return (
    <Element {...rest} className={join(text({ tone, size, weight, align }), className)}>
      {children}
    </Element>
  );
}

type Level = 1 | 2 | 3 | 4;
type HeadingSize = NonNullable<HeadingVariants['size']>;

/** What each level looks like unless `size` says otherwise. */
const SIZE_OF_LEVEL: Record<Level, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

export type HeadingProps = Omit<HeadingVariants, 'size'> & {
  children: ReactNode;
  /** The outline level (h1–h4): what assistive technology reads. */
  level: Level;
  /**
   * How big it looks, independent of `level`, so a page keeps a correct outline while a
   * card title stays small: sm | md | lg | xl | display.
   */
  size?: HeadingSize;
  className?: string;
  id?: string;
};

export function Heading({ children, level, size, tone, align, className, id }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element
      id={id}
      className={join(heading({ size: size ?? SIZE_OF_LEVEL[level], tone, align }), className)}
    >
      {children}
    </Element>
  );
}
