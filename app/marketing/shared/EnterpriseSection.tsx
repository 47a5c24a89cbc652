import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import * as styles from './EnterpriseSection.css';
import * as layout from './layout.css';
import * as sections from './sections.css';

export interface EnterpriseFeature {
  title: string;
  body: string;
}

export interface EnterpriseSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro: string;
  features: readonly EnterpriseFeature[];
}

/** The enterprise claims (spec section 1: marketing copy, not a feature list of the app). */
export function EnterpriseSection({ id, eyebrow, title, intro, features }: EnterpriseSectionProps) {
  return (
    <section id={id} className={sections.section} aria-labelledby={`${id}-title`}>
      <div className={layout.container}>
        <div className={sections.header}>
          {eyebrow && <p className={sections.eyebrow}>{eyebrow}</p>}
          <h2 id={`${id}-title`} className={sections.title}>
            {title}
          </h2>
          <p className={sections.lead}>{intro}</p>
        </div>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <Card as="li" key={feature.title} className={styles.item}>
              <span className={styles.icon}>
                <Icon name="check" />
              </span>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={sections.body}>{feature.body}</p>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
