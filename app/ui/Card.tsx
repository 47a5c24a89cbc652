import type { ElementType, ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  children: ReactNode;
  /** `section` or `article` give the card a landmark / item meaning; default `div`. */
  as?: ElementType;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  raised?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A bordered surface that groups related content. */
export function Card({
  children,
  as: Element = 'div',
  padding = 'md',
  raised = false,
  className,
  ...aria
}: CardProps) {
  return (
    <Element
      {...aria}
      className={[styles.card, styles.padding[padding], raised && styles.raised, className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Element>
  );
}

/** Title row of a card; `action` sits on the right (a badge, a button). */
export function CardHeader({
  title,
  subtitle,
  action,
  headingLevel = 3,
  id,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  id?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.header}>
      <div>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
