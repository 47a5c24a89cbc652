import type { DemoInterview } from '../types';
import { AI_ADOPTION_INTERVIEWS } from './aiAdoption';
import { ESG_INTERVIEWS } from './esgIntegration';
import { GROWTH_EQUITY_INTERVIEWS } from './growthEquity';
import { HARBOR_BANK_INTERVIEWS } from './harborBank';

export const DEMO_INTERVIEWS: readonly DemoInterview[] = [
  ...ESG_INTERVIEWS,
  ...AI_ADOPTION_INTERVIEWS,
  ...GROWTH_EQUITY_INTERVIEWS,
  ...HARBOR_BANK_INTERVIEWS,
];
