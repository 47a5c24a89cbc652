/**
 * The marketing pages' shared parts. Pages outside the home page may import from here;
 * the home page imports the files directly, so nothing it does not use (and no CSS of
 * it) reaches its budgeted first load.
 */
export { AutoplayVideo, type AutoplayVideoProps } from './AutoplayVideo';
export { CallToAction, type CallToActionProps } from './CallToAction';
export { BOOK_DEMO_PATH, LOGIN_PATH } from './destinations';
export {
  type EnterpriseFeature,
  EnterpriseSection,
  type EnterpriseSectionProps,
} from './EnterpriseSection';
export { FeatureSteps, type FeatureStepsProps, type Step } from './FeatureSteps';
export { container, visuallyHidden } from './layout.css';
export { MarketingLayout, type MarketingLayoutProps } from './MarketingLayout';
export { PageHero, type PageHeroProps } from './PageHero';
export * as sections from './sections.css';
export { type VideoTab, VideoTabs, type VideoTabsProps } from './VideoTabs';
export { type VideoName, videos } from './videos';
