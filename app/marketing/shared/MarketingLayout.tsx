import type { ReactNode } from 'react';
import * as styles from './layout.css';
import { MarketingFooter } from './MarketingFooter';
import { MarketingNav } from './MarketingNav';

export interface MarketingLayoutProps {
  /** The page's content; put its sections straight in (the layout supplies `<main>`). */
  children: ReactNode;
  /**
   * The page opens with a full-bleed hero (home): the navigation floats over it,
   * transparent, instead of sitting in a solid sticky bar.
   */
  navOverHero?: boolean;
}

/**
 * The frame of every public marketing page: a skip link, the top navigation (For
 * Businesses dropdown, For Experts, How We Work, Careers, Login and Book a Demo, or
 * Dashboard and Logout when signed in; a Menu button on phones), `<main>` and the footer.
 */
export function MarketingLayout({ children, navOverHero = false }: MarketingLayoutProps) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <MarketingNav overHero={navOverHero} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}
