import type { Knex } from 'knex';
import { SKIPPED_ANSWER } from '../../../sync/contract';
import type { Answer, Interview, Project } from '../../models';
import { createAnswer, createInterview, createProject } from '../../test/factories';

export const CLIENT_A = 'Meridian Capital';
export const CLIENT_B = 'Harbor Bank';

export const QUESTIONS = [
  'How is your firm approaching ESG integration?',
  'Which technologies are changing your workflow?',
  'What regulatory changes worry you most?',
];

/** Per expert: company, then one answer per question above. */
const CLIENT_A_INTERVIEWS = [
  {
    expertName: 'Dana Whitfield',
    company: 'Northwind Bank',
    answers: [
      'We now integrate ESG scores into every credit committee memo. The hardest part is data quality, because issuers report emissions in different ways. We built an internal scoring model to fill the gaps.',
      'Cloud computing changed everything for our analysts. We moved our risk models to the cloud in 2023 and cut run times from hours to minutes. Generative AI now drafts first versions of research notes.',
      'The new climate disclosure rules worry me most. Reporting deadlines are tight and the penalties for mistakes are severe.',
    ],
  },
  {
    expertName: 'Marcus Lee',
    company: 'Summit Partners',
    answers: [
      'ESG integration started with exclusion lists, but now it shapes portfolio construction. Data quality remains our biggest obstacle. Clients increasingly ask for climate risk reporting.',
      'AI tools summarise earnings calls within minutes. We still review every output by hand, because errors are costly. Cloud costs are rising faster than we expected.',
      SKIPPED_ANSWER,
    ],
  },
  {
    expertName: 'Priya Raman',
    company: 'Crestline Capital',
    answers: [
      'Honestly, ESG is mostly a reporting exercise for us today. We track carbon emissions for the largest holdings. Integration into valuation models is planned for next year.',
      'Our workflow is still driven by spreadsheets. We tested an AI assistant but compliance blocked it. Data quality problems made the pilot hard to evaluate.',
      'Capital requirements under Basel III are the main concern. Higher capital buffers will reduce lending to small businesses.',
    ],
  },
];

const CLIENT_B_ANSWER =
  'Our stablecoin treasury pilot settles cross-border payments overnight. Cryptocurrency custody is handled by a regulated partner.';

export interface ResearchData {
  projectA: Project;
  projectB: Project;
  interviewsA: Interview[];
  interviewB: Interview;
  /** Client A's answers by expert name, in question order (skipped ones included). */
  answersA: Record<string, Answer[]>;
  answerB: Answer;
}

/**
 * Two clients' research: Meridian Capital with three experts at three companies
 * (one question skipped), and Harbor Bank with one expert whose subject (stablecoins)
 * Meridian's answers never mention.
 */
export async function createResearchData(knex: Knex): Promise<ResearchData> {
  const projectA = await createProject(knex, {
    client: CLIENT_A,
    name: 'Banking outlook 2025',
    baseQuestions: QUESTIONS,
  });
  const interviewsA: Interview[] = [];
  const answersA: Record<string, Answer[]> = {};
  for (const spec of CLIENT_A_INTERVIEWS) {
    const { interview, questions } = await createInterview(knex, projectA, {
      expertName: spec.expertName,
      company: spec.company,
      status: 'completed',
    });
    interviewsA.push(interview);
    answersA[spec.expertName] = [];
    for (const [index, text] of spec.answers.entries()) {
      answersA[spec.expertName]!.push(await createAnswer(knex, questions[index]!, text));
    }
  }
  const projectB = await createProject(knex, {
    client: CLIENT_B,
    name: 'Digital assets review',
    baseQuestions: ['Which payment innovations are you piloting?'],
  });
  const { interview: interviewB, questions } = await createInterview(knex, projectB, {
    expertName: 'Olga Brandt',
    company: 'Fjord Savings',
    status: 'completed',
  });
  const answerB = await createAnswer(knex, questions[0]!, CLIENT_B_ANSWER);
  return { projectA, projectB, interviewsA, interviewB, answersA, answerB };
}

/** `/api/customer/{client}/{action}` with the client name encoded as the app does. */
export function clientUrl(client: string, action: string): string {
  return `/api/customer/${encodeURIComponent(client)}/${action}`;
}

/** Every tag name in an HTML string, opening or closing. */
export function tagNames(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase());
}
