import {
  CallToAction,
  EnterpriseSection,
  FeatureSteps,
  MarketingLayout,
  PageHero,
  VideoTabs,
} from '../shared';
import { closing, enterprise, hero, steps, uses } from './copy';

/** /marketing: the marketers' page (spec section 2). */
export function MarketersPage() {
  return (
    <MarketingLayout>
      <PageHero {...hero} />
      <FeatureSteps id="how-it-works" title="How it works" steps={steps} />
      <VideoTabs
        id="uses"
        title="How marketing teams use Parley"
        intro="Your buyers' point of view, on call for every brief, draft and decision."
        tabs={uses}
      />
      <EnterpriseSection id="enterprise" {...enterprise} />
      <CallToAction id="closing" {...closing} />
    </MarketingLayout>
  );
}
