import { useId } from 'react';
import { JOB_POSITION } from '../../../sync/contract/forms';
import { Card } from '../../ui/Card';
import { container } from '../shared/layout.css';
import { MarketingLayout } from '../shared/MarketingLayout';
import * as sections from '../shared/sections.css';
import { ApplyButton } from './ApplyButton';
import * as styles from './CareersPage.css';
import { MISSION, PRINCIPLES, ROLE } from './content';

/** /careers: the mission, how the team works, and the one open role with its application. */
export function CareersPage() {
  const titleId = useId();
  const principlesId = useId();
  const rolesId = useId();
  return (
    <MarketingLayout>
      <section className={`${sections.section} ${styles.hero}`} aria-labelledby={titleId}>
        <div className={`${container} ${sections.header} ${sections.centred} ${styles.heroText}`}>
          <p className={sections.eyebrow}>Careers</p>
          <h1 id={titleId} className={sections.title}>
            Build AI that learns from people
          </h1>
          {MISSION.map((paragraph) => (
            <p key={paragraph} className={sections.lead}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>

      <section
        className={`${sections.section} ${sections.alternate}`}
        aria-labelledby={principlesId}
      >
        <div className={container}>
          <h2 id={principlesId} className={styles.sectionHeading}>
            How we work
          </h2>
          <ul className={styles.principles}>
            {PRINCIPLES.map((principle) => (
              <Card as="li" key={principle.title}>
                <h3 className={styles.cardTitle}>{principle.title}</h3>
                <p className={sections.body}>{principle.text}</p>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className={sections.section} aria-labelledby={rolesId}>
        <div className={container}>
          <h2 id={rolesId} className={styles.sectionHeading}>
            Open Roles
          </h2>
          <Card as="article" padding="lg" raised className={styles.role}>
            <div className={styles.roleText}>
              <h3 className={styles.roleTitle}>{JOB_POSITION}</h3>
              <p className={styles.location}>{ROLE.location}</p>
              <p className={sections.body}>{ROLE.summary}</p>
            </div>
            <ApplyButton size="lg">Apply Now</ApplyButton>
          </Card>
        </div>
      </section>
    </MarketingLayout>
  );
}
