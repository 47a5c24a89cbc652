import { NavButton } from '../../ui/NavButton';
import { AutoplayVideo } from './AutoplayVideo';
import { BOOK_DEMO_PATH } from './destinations';
import * as layout from './layout.css';
import * as styles from './PageHero.css';
import * as sections from './sections.css';

export interface PageHeroProps {
  /** The audience, above the headline (e.g. 'For Researchers'). */
  eyebrow: string;
  /** The page's one `<h1>`. */
  title: string;
  lead: string;
}

/** An audience page's opening: headline over the slow hero video, and Book a Demo. */
export function PageHero({ eyebrow, title, lead }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <AutoplayVideo name="hero" fill priority />
      <div className={styles.scrim} />
      <div className={`${layout.container} ${styles.content}`}>
        <p className={sections.eyebrow}>{eyebrow}</p>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          <NavButton to={BOOK_DEMO_PATH} size="lg">
            Book a Demo
          </NavButton>
        </div>
      </div>
    </section>
  );
}
