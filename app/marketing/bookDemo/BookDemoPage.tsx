import { useId, useState } from 'react';
import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';
import { container } from '../shared/layout.css';
import { MarketingLayout } from '../shared/MarketingLayout';
import * as sections from '../shared/sections.css';
import * as styles from './BookDemoPage.css';
import { DemoRequestForm } from './DemoRequestForm';
import { DemoThanks } from './DemoThanks';

const WHAT_YOU_SEE = [
  'An AI interviewer talking to an expert, asking its own follow-up questions.',
  'An assistant trained on those interviews answering your team, with the transcripts it draws on.',
  'How it deploys: single-tenant, with admin governance, role-based access and audit trails.',
];

/** /book-demo: the pitch on the left, the form on the right (stacked on phones). */
export function BookDemoPage() {
  const [sent, setSent] = useState(false);
  const formHeadingId = useId();
  return (
    <MarketingLayout>
      {sent ? (
        <DemoThanks />
      ) : (
        <div className={styles.backdrop}>
          <div className={`${container} ${styles.page}`}>
            <div className={styles.pitch}>
              <p className={sections.eyebrow}>Book a Demo</p>
              <h1 className={sections.title}>See AI assistants powered by human insight</h1>
              <p className={sections.lead}>
                In 30 minutes we show you how Parley interviews the people who know your market
                best, and how the assistants trained on what they say help your team decide.
              </p>
              <ul className={styles.points}>
                {WHAT_YOU_SEE.map((point) => (
                  <li key={point} className={styles.point}>
                    <span className={styles.pointIcon}>
                      <Icon name="check" />
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <Card
              as="section"
              padding="lg"
              raised
              className={styles.formCard}
              aria-labelledby={formHeadingId}
            >
              <h2 id={formHeadingId} className={styles.formHeading}>
                Request your demo
              </h2>
              <p className={styles.formLead}>Every field is required.</p>
              <DemoRequestForm onSent={() => setSent(true)} />
            </Card>
          </div>
        </div>
      )}
    </MarketingLayout>
  );
}
