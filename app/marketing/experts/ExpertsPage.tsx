import { useId } from 'react';
import { Card } from '../../ui/Card';
import { ExpertSignupButton } from '../dialogs';
import { FeatureList, PageHero, PageSection, pageStyles } from '../forExperts/pageParts';
import { MarketingLayout } from '../shared/MarketingLayout';
import {
  EARNING_STREAMS,
  EARNINGS_EXAMPLE,
  EARNINGS_EXAMPLE_TOTAL,
  HEADLINE_STATS,
  SCHEDULING_POINTS,
  SIGNUP_FACTS,
} from './content';
import * as styles from './ExpertsPage.css';

/** /experts: what experts earn, how scheduling works, and the signup. Figures are marketing copy. */
export function ExpertsPage() {
  const joinHeadingId = useId();
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="Parley for Experts"
        title="Get paid for what you know"
        lead="Take AI-led interviews on your own schedule, earn for every session, and keep earning royalties while the AI systems trained on your knowledge are in use."
      >
        <ExpertSignupButton variant="primary" size="lg">
          Get Started
        </ExpertSignupButton>
      </PageHero>

      <section aria-label="Parley in numbers" className={pageStyles.section}>
        <dl className={styles.stats}>
          {HEADLINE_STATS.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={pageStyles.figureLabel}>{stat.label}</dt>
              <dd className={`${pageStyles.figure} ${styles.statValue}`}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <PageSection
        title="Two ways to earn"
        intro="You are paid for each interview, and again while the AI your knowledge trained keeps working."
      >
        <ul className={pageStyles.grid}>
          {EARNING_STREAMS.map((stream) => (
            <Card as="li" key={stream.title}>
              <h3 className={pageStyles.itemTitle}>{stream.title}</h3>
              <p>
                <span className={pageStyles.figure}>{stream.value}</span>{' '}
                <span className={pageStyles.figureLabel}>{stream.unit}</span>
              </p>
              <p className={pageStyles.muted}>{stream.text}</p>
            </Card>
          ))}
        </ul>
        <Card padding="lg" raised as="figure" className={styles.example}>
          <figcaption className={pageStyles.itemTitle}>An example month</figcaption>
          <dl className={styles.ledger}>
            {EARNINGS_EXAMPLE.map((line) => (
              <div key={line.label} className={styles.ledgerRow}>
                <dt>{line.label}</dt>
                <dd className={styles.ledgerAmount}>{line.amount}</dd>
              </div>
            ))}
            <div className={`${styles.ledgerRow} ${styles.ledgerTotal}`}>
              <dt>{EARNINGS_EXAMPLE_TOTAL.label}</dt>
              <dd className={styles.ledgerTotalAmount}>{EARNINGS_EXAMPLE_TOTAL.amount}</dd>
            </div>
          </dl>
          <p className={pageStyles.figureLabel}>
            An illustration, not a promise: earnings vary with your field, how many interviews you
            take and how much the AI systems are used.
          </p>
        </Card>
      </PageSection>

      <PageSection
        title="Interviews that fit your calendar"
        intro="Our matching pairs you with projects where your experience counts, with 94% match accuracy."
      >
        <FeatureList items={SCHEDULING_POINTS} />
      </PageSection>

      <section aria-labelledby={joinHeadingId} className={pageStyles.section}>
        <Card padding="lg" raised className={pageStyles.callToAction}>
          <h2 id={joinHeadingId} className={pageStyles.ctaHeading}>
            Join in five minutes
          </h2>
          <dl className={styles.facts}>
            {SIGNUP_FACTS.map((fact) => (
              <div key={fact.label} className={styles.stat}>
                <dt className={pageStyles.figureLabel}>{fact.label}</dt>
                <dd className={`${pageStyles.figure} ${styles.statValue}`}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className={pageStyles.actions}>
            <ExpertSignupButton variant="primary" size="lg">
              Join as Expert
            </ExpertSignupButton>
          </div>
        </Card>
      </section>
    </MarketingLayout>
  );
}
