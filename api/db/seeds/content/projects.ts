import { HARBOR_BANK, MERIDIAN_CAPITAL } from './clients';
import type { DemoProject } from './types';

export const ESG_PROJECT: DemoProject = {
  id: 'prj_demo_esg',
  client: MERIDIAN_CAPITAL,
  name: 'ESG Integration in Bank Lending',
  description:
    'How banks build ESG factors into credit decisions, portfolio steering and client engagement, and what regulation is forcing.',
  projectGoal:
    'Understand how far ESG integration has really gone in commercial lending, to inform our bank-sector allocation.',
  expertProfile:
    'Heads of sustainable finance, credit risk officers and lending executives at mid-size and large banks.',
  numberOfExperts: '5-10',
  timeline: '3-4 weeks',
  interviewDurationMinutes: 30,
  baseQuestions: [
    'How is your institution integrating ESG factors into credit risk assessment today?',
    'What data gaps make ESG integration hardest in practice, and how are you working around them?',
    'How are regulatory changes such as climate stress tests and disclosure rules shaping your ESG programme?',
    'Where do you see ESG integration creating commercial value rather than only compliance cost?',
    'What do you expect ESG practice in banking to look like over the next two to three years?',
  ],
  createdDaysAgo: 45,
};

export const AI_ADOPTION_PROJECT: DemoProject = {
  id: 'prj_demo_ai_adoption',
  client: MERIDIAN_CAPITAL,
  name: 'AI and Technology Adoption in Financial Services',
  description:
    'Which AI and automation use cases reach production at banks and asset managers, what they return, and how they are governed.',
  projectGoal:
    'Separate real AI adoption from pilots and press releases, and size the spend behind it.',
  expertProfile:
    'Technology strategy, model risk and operations leaders at banks, asset managers and fintech vendors.',
  numberOfExperts: '5-10',
  timeline: '3-4 weeks',
  interviewDurationMinutes: 30,
  baseQuestions: [
    'Which AI or automation use cases have actually reached production at your firm?',
    'How do you measure the return on technology investments such as generative AI?',
    'What governance and model-risk controls have you put around AI tools?',
    "How are regulators' expectations on AI and data affecting your adoption plans?",
    'What is the biggest barrier to scaling technology adoption in your organisation?',
  ],
  createdDaysAgo: 30,
};

export const GROWTH_EQUITY_PROJECT: DemoProject = {
  id: 'prj_demo_growth_equity',
  client: MERIDIAN_CAPITAL,
  name: 'Growth Equity in a Volatile Market',
  description:
    'How growth and private equity investors underwrite, price and exit deals while rates and public markets swing.',
  projectGoal:
    'Calibrate our private-markets pacing against how active growth investors are behaving right now.',
  expertProfile:
    'Partners, principals and investment directors at growth equity and mid-market PE firms.',
  numberOfExperts: '5-10',
  timeline: '1-2 months',
  interviewDurationMinutes: 45,
  baseQuestions: [
    'How has market volatility changed the way you underwrite growth-stage investments?',
    'How have valuation expectations between founders and investors shifted over the last 12 months?',
    'Which sectors or business models look most resilient to rate and market volatility?',
    'How are you using AI or new data sources in sourcing and due diligence?',
    'What does the exit environment look like for your portfolio, and how are you planning around it?',
  ],
  createdDaysAgo: 12,
};

export const HARBOR_DEPOSITS_PROJECT: DemoProject = {
  id: 'prj_demo_harbor_deposits',
  client: HARBOR_BANK,
  name: 'Deposit Pricing and Rate Volatility',
  description:
    'How regional and community banks defend deposits and margin when rates move fast and customers move money in a tap.',
  projectGoal: 'Benchmark our deposit pricing and liquidity monitoring against peer institutions.',
  expertProfile: 'Treasurers, CFOs and ALCO members at regional banks and credit unions.',
  numberOfExperts: '5-10',
  timeline: '1-2 weeks',
  interviewDurationMinutes: 30,
  baseQuestions: [
    'How has rate volatility changed deposit behaviour among your retail and commercial clients?',
    'How are you balancing deposit pricing against net interest margin?',
    'Which early-warning signals do you watch for liquidity stress since the regional bank failures?',
    'How are digital channels changing deposit competition for a regional bank?',
  ],
  createdDaysAgo: 35,
};

export const HARBOR_REGULATION_PROJECT: DemoProject = {
  id: 'prj_demo_harbor_regulation',
  client: HARBOR_BANK,
  name: 'Regulatory Readiness for Regional Banks',
  description:
    'Which regulatory changes matter most to a bank of our size, and how peers prepare without doubling compliance cost.',
  projectGoal: 'Prioritise our regulatory change budget for the next planning cycle.',
  expertProfile: 'Chief risk officers, compliance heads and former examiners.',
  numberOfExperts: '5-10',
  timeline: '3-4 weeks',
  interviewDurationMinutes: 30,
  baseQuestions: [
    'Which upcoming regulatory changes will have the largest impact on regional banks like yours?',
    'How are you preparing for stricter capital and liquidity requirements?',
    'What role does technology play in keeping compliance costs under control?',
    'Where have examiners focused most in your recent supervisory cycles?',
  ],
  createdDaysAgo: 20,
};

export const DEMO_PROJECTS: readonly DemoProject[] = [
  ESG_PROJECT,
  AI_ADOPTION_PROJECT,
  GROWTH_EQUITY_PROJECT,
  HARBOR_DEPOSITS_PROJECT,
  HARBOR_REGULATION_PROJECT,
];
