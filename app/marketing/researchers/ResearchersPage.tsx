import {
  CallToAction,
  EnterpriseSection,
  FeatureSteps,
  MarketingLayout,
  PageHero,
  VideoTabs,
} from '../shared';
import { closing, enterprise, hero, steps, uses } from './copy';

/** /r&d: the researchers' page (spec section 2). */
export function ResearchersPage() {
  return (
    <MarketingLayout>
      <PageHero {...hero} />
      <FeatureSteps id="how-it-works" title="How it works" steps={steps} />
      <VideoTabs
        id="uses"
        title="How researchers use Parley"
        intro="One assistant, trained on the experts you would most like to ask, for the work that usually waits on them."
        tabs={uses}
      />
      <EnterpriseSection id="enterprise" {...enterprise} />
      <CallToAction id="closing" {...closing} />
    </MarketingLayout>
  );
}
