import type { EnterpriseFeature, Step, VideoTab } from '../shared';
import type { AudienceCopy } from '../shared/AudiencePage';

/** The /marketing page's copy (spec sections 1-2). Claims are marketing copy. */
export const hero = {
  eyebrow: 'For Marketers',
  title: 'AI that understands your buyers',
  lead: 'Parley interviews your real customers and prospects, then trains an AI on their tastes, so your team can test every idea against the people who actually buy, in seconds.',
};

export const steps: readonly Step[] = [
  {
    title: 'We interview your buyers',
    body: 'Our AI interviewer talks with people who match your target market and asks follow-ups that get past polite answers to what really drives a purchase. Participants are paid, and low-quality responses are flagged before payment.',
    video: 'crowd',
  },
  {
    title: 'We train an AI on their tastes',
    body: "Every conversation becomes training data for a custom model that knows your buyers' language, objections and priorities. Answers are anonymised and never quoted.",
    video: 'network',
  },
  {
    title: 'Ask it anything, any time',
    body: 'Test a headline, a price point or a product idea and get an answer grounded in what real buyers said, without recruiting a new panel.',
    video: 'chat',
  },
];

export const uses: readonly VideoTab[] = [
  {
    label: 'Identify Personas',
    heading: 'Personas built from real conversations',
    body: 'See how your market actually segments: the motivations, objections and words each group uses, backed by the interviews behind them.',
    points: [
      'Segments drawn from real interviews',
      'Motivations and objections per persona',
      'Anonymised, never quoted',
    ],
    video: 'personas',
  },
  {
    label: 'Create Content',
    heading: 'Copy that sounds like your customers',
    body: "Draft ads, e-mails, landing pages and posts in your buyers' own language, then ask each persona how it lands before you ship.",
    points: [
      'Ads, e-mails and landing pages',
      'Messaging tuned to each persona',
      'Feedback before you spend',
    ],
    video: 'content',
  },
  {
    label: 'Focus Groups',
    heading: 'An always-on focus group',
    body: 'Put a concept in front of your personas and hear where they agree and disagree in minutes, not weeks. Iterate the same afternoon.',
    points: [
      'Concept and message testing',
      'Reactions from every persona',
      'Available whenever your team is',
    ],
    video: 'focus-group',
  },
];

export const enterprise = {
  eyebrow: 'Enterprise',
  title: 'Enterprise-ready from day one',
  intro:
    'For brands that need their customer insight kept private, governed and under their control.',
  features: [
    {
      title: 'Custom-trained models',
      body: 'An assistant trained only on interviews with your buyers, in your categories and markets.',
    },
    {
      title: 'Single-tenant deployments',
      body: 'Your model and your customer data run in an environment dedicated to your company.',
    },
    {
      title: 'Admin governance',
      body: 'Administrators control which brands, teams and agencies can use each assistant.',
    },
    {
      title: 'Role-based access',
      body: 'Strategists, copywriters and partners each get the access their role calls for.',
    },
    {
      title: 'Audit trails',
      body: 'Every prompt and answer is logged, so you can show where a decision came from.',
    },
  ] satisfies EnterpriseFeature[],
};

export const closing = {
  title: "Meet the buyers you've been guessing about",
  body: 'Book a demo and we will show you an assistant trained on real buyer interviews, and what it could do for your next campaign.',
};

export const copy: AudienceCopy = {
  hero,
  steps,
  uses,
  usesTitle: 'How marketing teams use Parley',
  usesIntro: "Your buyers' point of view, on call for every brief, draft and decision.",
  enterprise,
  closing,
};
