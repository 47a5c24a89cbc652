import { Link } from '../../ui/Link';
import { ExpertSignupButton } from '../dialogs';
import { MarketingLayout } from '../shared/MarketingLayout';
import { EXPERT_FAQ, EXPERT_STEPS } from './content';
import { FaqAccordion } from './FaqAccordion';
import * as styles from './ForExpertsPage.css';
import { CallToAction, PageHero, PageSection, pageStyles, StepList } from './pageParts';

/** /for-experts: why experts join, how it works, the FAQ and the signup. */
export function ForExpertsPage() {
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="For Experts"
        title="Scale the impact of your expertise"
        lead="Share what you know in conversations with our AI interviewer. You are paid for your time, and rewarded again every time an AI assistant trained on your insight is used."
      >
        <ExpertSignupButton variant="primary" size="lg">
          Get Started as an Expert
        </ExpertSignupButton>
      </PageHero>

      <PageSection
        title="How it works"
        intro="No calls to schedule with strangers and no slide decks: just your knowledge, in your own words."
      >
        <StepList steps={EXPERT_STEPS} />
      </PageSection>

      <PageSection title="Who else is Parley for?">
        <ul className={pageStyles.grid}>
          <li className={styles.pointer}>
            <h3 className={pageStyles.itemTitle}>Need expert insight for your team?</h3>
            <p className={pageStyles.muted}>
              Businesses and research teams use Parley to build assistants trained on experts like
              you.
            </p>
            <Link href="/for-businesses">See Parley for businesses</Link>
          </li>
          <li className={styles.pointer}>
            <h3 className={pageStyles.itemTitle}>Want to build it with us?</h3>
            <p className={pageStyles.muted}>
              We are hiring engineers who work side by side with our customers.
            </p>
            <Link href="/careers">See open roles at Parley</Link>
          </li>
        </ul>
      </PageSection>

      <PageSection title="Frequently asked questions" narrow>
        <FaqAccordion items={EXPERT_FAQ} />
      </PageSection>

      <CallToAction
        title="Your expertise, working for you"
        text="Joining is free and takes about five minutes."
      >
        <ExpertSignupButton variant="primary" size="lg">
          Join Our Expert Network
        </ExpertSignupButton>
      </CallToAction>
    </MarketingLayout>
  );
}
