import { Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Omit<RacLinkProps, 'className' | 'style'> {
  /** `inline` for links in text, `subtle` for navigation and footers. */
  variant?: 'inline' | 'subtle';
  className?: string;
}

/**
 * A link. With an `href` starting with '/', it navigates through react-router (see
 * RouterBridge); external links render a normal anchor.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <RacLink
      {...props}
      className={[styles.link, variant === 'subtle' && styles.subtle, className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
