import { SKIPPED_ANSWER } from '../../../../../sync/contract';
import { EXPERTS } from '../experts';
import { AI_ADOPTION_PROJECT } from '../projects';
import type { DemoInterview } from '../types';

const projectId = AI_ADOPTION_PROJECT.id;

/** Meridian Capital: which AI and technology reaches production, and how it is governed. */
export const AI_ADOPTION_INTERVIEWS: readonly DemoInterview[] = [
  {
    id: 'int_demo_ai_01',
    projectId,
    expert: EXPERTS.jamesWhitaker,
    status: 'completed',
    createdHoursAgo: 200,
    completedHoursAgo: 5,
    compensation: 200,
    answers: [
      'Three things are in production at scale. First, document extraction for commercial loan onboarding (financial statements, rent rolls, insurance certificates), which cut the time from receipt to spread from about three days to under one. Second, a transaction-monitoring model that re-ranks AML alerts and reduced false positives by roughly 35 percent without lowering our suspicious-activity filing rate. Third, a generative AI assistant that drafts answers from the policy library for contact-centre agents, who accept or edit each draft. Everything else, and there is a lot of it, is still a pilot.',
      'We insist on a baseline measured before the pilot starts, otherwise every project claims success. For the onboarding extraction we measured cycle time and analyst hours, and the payback was about 14 months including integration work. Generative AI is harder because the gains are spread thinly across many people; in the contact centre we track handle time and first-contact resolution, and both improved by about 8 to 10 percent. I am sceptical of vendor productivity numbers, which rarely include the cost of reviewing the outputs.',
      'Every model goes through our model risk framework, which follows the SR 11-7 principles, and we extended it to vendor large language models. Generative use cases get a risk tier based on whether the output reaches a customer or a credit decision, and customer-facing ones need human review of every output in the first phase. We log all prompts and responses for seven years, which legal insisted on. Each use case is also red-teamed for prompt injection and leakage of customer data before launch.',
      'Regulators have not told us to stop anything, but they expect us to explain models we cannot fully explain, which is an uncomfortable position. Fair-lending scrutiny keeps generative AI away from consumer credit decisions for now. Our European operations are preparing for the EU AI Act requirements on creditworthiness assessment, and we are designing to that standard group-wide rather than running two regimes.',
      "Data, without question. Our customer data sits in four core systems inherited from different acquisitions, and every AI project spends 60 percent of its time on data plumbing. The second barrier is change management: the onboarding tool only paid off after we redesigned the analysts' workflow around it instead of bolting it on. Talent is less of a constraint than people assume; we can hire data scientists, but not easily people who understand both the models and commercial lending.",
    ],
  },
  {
    id: 'int_demo_ai_02',
    projectId,
    expert: EXPERTS.rachelAdeyemi,
    status: 'completed',
    createdHoursAgo: 260,
    completedHoursAgo: 50,
    compensation: 200,
    answers: [
      'From where I sit, the honest count is smaller than the announcements suggest. We have about 140 models in inventory that use machine learning, but most are incremental improvements to fraud and marketing models that existed before. Generative AI in production is limited to two internal tools: a code assistant for developers and a search tool over our procedures manual. Nothing generative touches a customer or a credit decision yet.',
      'Return measurement is weak across the industry and we are no exception. Business sponsors estimate benefits in the approval paper and almost nobody goes back to check. I pushed for a post-implementation review at 12 months, and the first ones showed realised benefits at roughly half of the projected figure. That is still positive for most projects, to be fair, but the business cases need to be more honest.',
      'We added a generative AI addendum to our model risk policy covering use-case tiering, prompt and output testing, and monitoring for drift in vendor models we do not control. The hardest part is that vendors update their models without notice, so a validated tool can change behaviour overnight. We now require contractual notification of model changes and rerun a fixed set of about 300 test prompts every month. I disagree with anyone who says traditional validation is enough for these tools.',
      'Supervisors ask more questions in exams about AI inventories and third-party risk, and we expect that to intensify. It has slowed some of our plans, which I think is healthy, because it forces the business to articulate the use case. The bigger regulatory effect is on data: privacy and data-residency rules limit which vendor models may receive customer data, and that rules out some of the most capable tools.',
      "Trust, in the sense of being able to demonstrate that a model behaves as intended. Until we can evidence that to our board and supervisors, scaling will be slow. Cost is becoming a barrier too: inference costs for the larger models were not in anyone's budget two years ago.",
    ],
  },
  {
    id: 'int_demo_ai_03',
    projectId,
    expert: EXPERTS.anaRibeiro,
    status: 'completed',
    createdHoursAgo: 400,
    completedHoursAgo: 98,
    answers: [
      "We sell analytics to mid-size banks and asset managers, so I see a lot of clients' production stacks. The use cases that reliably reach production are narrow and measurable: reconciliation matching, document classification, call summarisation and anomaly detection in payments. Broad AI copilots tend to stall after the pilot because nobody owns the outcome. Of the roughly 40 pilots our clients ran with us last year, about 12 are in production now.",
      'Clients who measure well tie the project to one operational metric agreed with the business owner, such as items reconciled per analyst per day. When they do, the returns are usually clear within two quarters. Those who try to measure a general productivity uplift end up debating methodology instead. We now write the metric into our contracts, which also helps us get paid.',
      'Governance has become the longest part of our sales cycle; six months is normal for a bank. Clients ask for model cards, evaluation results on their own data and evidence that we do not train on their data. The better-run banks have a standard AI questionnaire, while others send us 400 questions merged from their cyber, privacy and vendor teams. I understand why, but it favours large vendors over small ones.',
      SKIPPED_ANSWER,
      'Legacy integration. The model is rarely the hard part; connecting it to a core banking system from the 1990s and getting the output back into the workflow is. Budgets are the other issue, since technology budgets are flat in real terms at many of our clients, so AI spending displaces something else rather than adding to it.',
    ],
  },
  {
    id: 'int_demo_ai_04',
    projectId,
    expert: EXPERTS.elena,
    status: 'completed',
    createdHoursAgo: 450,
    completedHoursAgo: 190,
    compensation: 200,
    answers: [
      'I advise regional banks and a few asset managers, and what I see in production is mostly back-office automation: intelligent document processing, robotic process automation with some machine learning on top, and fraud scoring. Generative AI runs internal knowledge search at perhaps half of my clients and is customer-facing at almost none. One client drafts suspicious activity report narratives with it, an investigator edits every one, and that saves about 40 minutes per report.',
      'I tell clients to fund AI like any other capital project: a baseline, a target, a named owner and a kill date. The returns are real when the process was expensive and repetitive to begin with. The disappointments come when a bank buys a platform licence first and then looks for use cases; those programmes spend a year proving the licence was worth it.',
      'The better frameworks I have seen separate approving a use case from approving a model, because the same model can be low-risk in one place and high-risk in another. They also keep a single inventory that covers vendor tools embedded in other software, which is where shadow AI hides. Training staff on what not to paste into a chatbot has been more effective than any technical control so far.',
      'In the US, regulators mostly apply existing rules (model risk, third-party risk, fair lending, privacy) rather than new AI rules. That creates uncertainty, because nobody knows how an examiner will view a new use case until one has been examined. My clients tend to move second: they wait for a peer to get a similar tool through an exam cycle before launching their own.',
      'Leadership attention. AI projects compete with core conversions, cyber spending and regulatory remediation, and at a regional bank the same ten people approve all of it. The banks that scale have a senior executive whose bonus depends on it; the others run pilots forever.',
    ],
  },
  {
    id: 'int_demo_ai_05',
    projectId,
    expert: EXPERTS.sofiaMarquez,
    status: 'completed',
    createdHoursAgo: 600,
    completedHoursAgo: 260,
    answers: [
      'On the investment side, our main production use is natural-language processing of earnings call transcripts and filings, which screens about 2,000 companies for changes in tone and guidance. Analysts use a generative assistant to summarise documents before meetings. Portfolio decisions are still entirely human, and I expect that to stay true for us.',
      'We look at analyst time saved and at coverage: the NLP screen lets the same team follow about 30 percent more companies. Attributing investment performance to the tools is basically impossible, and I distrust anyone who claims they can. So we justify the spend on capacity, not alpha.',
      // Deliberately vague: the kind of answer a quality review should flag.
      "There's a policy. I think it covers the main things.",
      'Less than on the banking side. Our main concerns are the confidentiality of material non-public information and record-keeping, since anything an analyst types into an AI tool can be a business record. We disabled chat history in our vendor tools and route everything through an internal gateway that logs and filters prompts.',
      'Cultural resistance among senior portfolio managers, to be honest. Junior analysts adopted the tools within weeks, while some of the most experienced people still print the documents. I do not think that is entirely irrational: they have seen summaries miss the one sentence in a footnote that mattered.',
    ],
  },
  {
    id: 'int_demo_ai_06',
    projectId,
    expert: EXPERTS.marcusChen,
    status: 'pending',
    createdHoursAgo: 30,
  },
];
