import type { EnterpriseFeature, Step, VideoTab } from '../shared';
import type { AudienceCopy } from '../shared/AudiencePage';

/** The /r&d page's copy (spec sections 1-2). Figures and claims are marketing copy. */
export const hero = {
  eyebrow: 'For Researchers',
  title: 'The smartest expert in the room',
  lead: 'Parley interviews the leading experts in your field and trains a private AI assistant on what they know, so every protocol, review and report starts with the best minds already at the table.',
};

export const steps: readonly Step[] = [
  {
    title: 'We interview the top experts in your field',
    body: 'Our AI interviewer holds voice interviews with vetted specialists and keeps asking follow-up questions until the reasoning behind each answer is on the record. Experts are paid for their time, and their answers are anonymised.',
    video: 'interview',
  },
  {
    title: 'We train an assistant on their knowledge',
    body: "Hours of transcripts become a custom model that reasons the way your field's best people do. It learns their judgement calls, not just their facts, and it stays private to your team.",
    video: 'network',
  },
  {
    title: 'Your team asks it anything',
    body: "Draft a protocol, pressure-test a hypothesis or sanity-check a result at 2 a.m. The assistant answers in the experts' terms and shows which interviews its answer draws on.",
    video: 'chat',
  },
];

export const uses: readonly VideoTab[] = [
  {
    label: 'Generate content',
    heading: 'Protocols, reviews and reports in hours, not weeks',
    body: 'Start from a draft that already reflects how leading experts would design the work. Ask for a study protocol, a literature review outline or a report section, then refine it in conversation.',
    points: [
      'Study protocols and SOPs',
      'Literature and landscape reviews',
      'Grant, report and memo drafts',
    ],
    video: 'document',
  },
  {
    label: 'Analyze results',
    heading: 'Make sense of messy results',
    body: "Bring the data that doesn't fit the story. The assistant groups findings, flags outliers and explains what an experienced reviewer would look at next.",
    points: [
      'Themes and clusters across results',
      'Outliers worth a second look',
      'Plain-language summaries for stakeholders',
    ],
    video: 'clusters',
  },
  {
    label: 'Triangulate',
    heading: 'A thought partner that checks its sources',
    body: "Weigh a claim against several experts' views, the literature and your own data. Where they agree you move faster; where they disagree, you see exactly why.",
    points: [
      'Expert viewpoints side by side',
      'Conflicting evidence surfaced early',
      'Every answer traced to its interviews',
    ],
    video: 'triangulate',
  },
];

export const enterprise = {
  eyebrow: 'Enterprise Deployment',
  title: 'Built for research organisations',
  intro:
    "For R&D teams whose questions can't go to a shared public model: your assistant, your data and your rules.",
  features: [
    {
      title: 'Custom-trained models',
      body: "An assistant trained on interviews commissioned for you, fluent in your field's vocabulary and methods.",
    },
    {
      title: 'Single-tenant deployments',
      body: 'Your model and your data run in an environment dedicated to your organisation alone.',
    },
    {
      title: 'Admin governance',
      body: 'Administrators decide which teams can use which assistants, projects and transcripts.',
    },
    {
      title: 'Role-based access',
      body: 'Permissions follow roles, so researchers, reviewers and partners each see exactly what they should.',
    },
    {
      title: 'Audit trails',
      body: 'Every question and answer is logged, so you can show how a conclusion was reached.',
    },
  ] satisfies EnterpriseFeature[],
};

export const closing = {
  title: 'Bring the best minds in your field to every project',
  body: "See what a research assistant trained on your field's top experts could do for your team. We'll walk you through it in a 30-minute demo.",
};

export const copy: AudienceCopy = {
  hero,
  steps,
  uses,
  usesTitle: 'How researchers use Parley',
  usesIntro:
    'One assistant, trained on the experts you would most like to ask, for the work that usually waits on them.',
  enterprise,
  closing,
};
