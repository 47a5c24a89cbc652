import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { StartProjectButton } from '../dialogs';
import { CallToAction, PageHero, PageSection, pageStyles, StepList } from '../forExperts/pageParts';
import { MarketingLayout } from '../shared/MarketingLayout';
import { SAMPLE_METRICS, STAGES } from './content';
import * as styles from './HowWeWorkPage.css';

/** /how-we-work: the forward-deployed engagement, its six stages and what happens after launch. */
export function HowWeWorkPage() {
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="How We Work"
        title="We build it with your team, not for it"
        lead="Our engineers work forward-deployed, side by side with your team: in your meetings, on your questions, until the assistant is part of how you work."
      >
        <StartProjectButton variant="primary" size="lg">
          Start Your Project
        </StartProjectButton>
      </PageHero>

      <PageSection
        title="Six stages, about a month"
        intro="A typical engagement takes about 1 month from discovery to deployment."
      >
        <StepList steps={STAGES} />
      </PageSection>

      <PageSection
        title="After launch, we keep watching"
        intro="Every deployment comes with monitoring and a feedback dashboard, so you see how the assistant performs and we see where to improve it."
      >
        <Card as="figure" padding="lg" raised className={styles.dashboard}>
          {/* The badge is part of the caption, so the figure's name says it is an example. */}
          <figcaption className={styles.dashboardHeader}>
            <span className={pageStyles.itemTitle}>Feedback dashboard</span>
            <Badge tone="neutral">Illustrative example</Badge>
          </figcaption>
          <dl className={styles.metrics}>
            {SAMPLE_METRICS.map((metric) => (
              <div key={metric.label} className={styles.metric}>
                <dt className={pageStyles.figureLabel}>{metric.label}</dt>
                <dd className={styles.metricValue}>
                  <span className={pageStyles.figure}>{metric.value}</span>
                  <span className={pageStyles.figureLabel}>{metric.note}</span>
                </dd>
              </div>
            ))}
          </dl>
          <p className={pageStyles.figureLabel}>
            Sample figures for illustration only, not live data from a customer deployment.
          </p>
        </Card>
      </PageSection>

      <CallToAction
        title="Ready to start?"
        text="Tell us about your company and we'll get back to you to scope your first assistant."
      >
        <StartProjectButton variant="primary" size="lg">
          Start Your Project
        </StartProjectButton>
      </CallToAction>
    </MarketingLayout>
  );
}
