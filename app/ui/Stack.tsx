import type { ElementType, ReactNode } from 'react';
import { type InlineVariants, inline, type StackVariants, stack } from './layout.css';

interface LayoutProps {
  children: ReactNode;
  /** The element to render (`section`, `ul`, `form`, …); default `div`. */
  as?: ElementType;
  className?: string;
  id?: string;
  role?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export type StackProps = LayoutProps & StackVariants;
export type InlineProps = LayoutProps & InlineVariants;

function join(...classes: (string | undefined)[]) {
  return classes.filter(Boolean).join(' ');
}

/** Children one under the other, `gap` apart (a theme space: xxs … xxl; default md). */
export function Stack({
  children,
  as: Element = 'div',
  className,
  gap,
  align,
  ...rest
}: StackProps) {
  return (
    <Element {...rest} className={join(stack({ gap, align }), className)}>
      {children}
    </Element>
  );
}

/**
 * Children side by side, `gap` apart, wrapping onto new lines when the row is too narrow
 * (so a row of buttons or badges never pushes a phone screen wider); `wrap={false}` keeps
 * one line. `stackOnPhone` puts them one under another at full width on phones: a row
 * of actions whose buttons should be equal there.
 */
export function Inline({
  children,
  as: Element = 'div',
  className,
  gap,
  align,
  justify,
  wrap,
  stackOnPhone,
  ...rest
}: InlineProps) {
  return (
    <Element
      {...rest}
      className={join(inline({ gap, align, justify, wrap, stackOnPhone }), className)}
    >
      {children}
    </Element>
  );
}
