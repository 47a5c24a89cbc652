import { ExpertSignupButton } from '../dialogs';
import { FaqAccordion } from '../forExperts/FaqAccordion';
import {
  CallToAction,
  FeatureList,
  PageHero,
  PageSection,
  StepList,
} from '../forExperts/pageParts';
import { MarketingLayout } from '../shared/MarketingLayout';
import { COMPENSATION_POINTS, INTERVIEWEE_FAQ, INTERVIEWEE_STEPS } from './content';

/** /for-interviewees: for customers invited to an interview; compensation and the FAQ. */
export function ForIntervieweesPage() {
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="For Interviewees"
        title="Helps Businesses Understand Their Customers"
        lead="Tell a business what you really think in a short voice interview with an AI interviewer. Your answers are anonymised, and you are paid for your time."
      >
        <ExpertSignupButton variant="primary" size="lg">
          Get Started as Interviewee
        </ExpertSignupButton>
      </PageHero>

      <PageSection title="How it works">
        <StepList steps={INTERVIEWEE_STEPS} />
      </PageSection>

      <PageSection
        title="Compensation"
        intro="Your time is worth something. Every completed interview is paid, and thoughtful answers can earn more."
      >
        <FeatureList items={COMPENSATION_POINTS} />
      </PageSection>

      <PageSection title="Frequently asked questions" narrow>
        <FaqAccordion items={INTERVIEWEE_FAQ} />
      </PageSection>

      <CallToAction
        title="Ready to share your experience?"
        text="Sign up once and we'll let you know when a business would like to hear from you."
      >
        <ExpertSignupButton variant="primary" size="lg">
          Sign Up to Be Interviewed
        </ExpertSignupButton>
      </CallToAction>
    </MarketingLayout>
  );
}
