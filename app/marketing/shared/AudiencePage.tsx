import type { ComponentProps } from 'react';
import { CallToAction } from './CallToAction';
import { EnterpriseSection } from './EnterpriseSection';
import { FeatureSteps } from './FeatureSteps';
import { MarketingLayout } from './MarketingLayout';
import { PageHero } from './PageHero';
import { VideoTabs } from './VideoTabs';

/** The copy of one audience page: /r&d and /marketing share a shape and differ in words. */
export interface AudienceCopy {
  hero: ComponentProps<typeof PageHero>;
  steps: ComponentProps<typeof FeatureSteps>['steps'];
  uses: ComponentProps<typeof VideoTabs>['tabs'];
  usesTitle: string;
  usesIntro: string;
  enterprise: Omit<ComponentProps<typeof EnterpriseSection>, 'id'>;
  closing: Omit<ComponentProps<typeof CallToAction>, 'id'>;
}

/** Hero, three steps, the use-case tabs, the enterprise section and a closing call to action. */
export function AudiencePage({ copy }: { copy: AudienceCopy }) {
  return (
    <MarketingLayout>
      <PageHero {...copy.hero} />
      <FeatureSteps id="how-it-works" title="How it works" steps={copy.steps} />
      <VideoTabs id="uses" title={copy.usesTitle} intro={copy.usesIntro} tabs={copy.uses} />
      <EnterpriseSection id="enterprise" {...copy.enterprise} />
      <CallToAction id="closing" {...copy.closing} />
    </MarketingLayout>
  );
}
