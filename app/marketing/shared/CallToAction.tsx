import { NavButton } from '../../ui/NavButton';
import * as styles from './CallToAction.css';
import { BOOK_DEMO_PATH } from './destinations';
import * as layout from './layout.css';
import * as sections from './sections.css';

export interface CallToActionProps {
  id: string;
  title: string;
  body: string;
}

/** The closing invitation at the foot of a marketing page: Book a Demo. */
export function CallToAction({ id, title, body }: CallToActionProps) {
  return (
    <section className={sections.section} aria-labelledby={`${id}-title`}>
      <div className={layout.container}>
        <div className={styles.panel}>
          <h2 id={`${id}-title`} className={sections.title}>
            {title}
          </h2>
          <p className={`${sections.lead} ${styles.body}`}>{body}</p>
          <NavButton to={BOOK_DEMO_PATH} size="lg">
            Book a Demo
          </NavButton>
        </div>
      </div>
    </section>
  );
}
