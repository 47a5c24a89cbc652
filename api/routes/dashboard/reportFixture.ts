import type { Knex } from 'knex';
import { expect } from 'vitest';
import { createAnswer, createInterview, createProject } from '../../test/factories';

/** A client whose names and answers carry markup, to show it stays text in every format. */
export const HOSTILE = 'Scriptwell & <Partners>';
export const SCRIPT = '<script>alert(1)</script>';
export const IMAGE = '<img src=x onerror=alert(1)>';
export const HOSTILE_TITLE = 'Head of <svg onload=alert(1)> "Data"';
export const HOSTILE_ANSWERS = [
  `Our ESG integration review found ${SCRIPT} inside a vendor data feed.`,
  `The ESG integration dashboard rendered ${IMAGE} from vendor data.`,
];

/** Two completed interviews of HOSTILE, at companies whose names are Markdown, with the answers above. */
export async function createHostileClient(knex: Knex): Promise<void> {
  const project = await createProject(knex, {
    client: HOSTILE,
    name: 'Vendor data review',
    baseQuestions: ['How is your firm approaching ESG integration?'],
  });
  const companies = ['Alder *Bank*', 'Birch [Bank](javascript:alert(1))'];
  for (const [index, company] of companies.entries()) {
    const { interview, questions } = await createInterview(knex, project, {
      company,
      status: 'completed',
    });
    await knex('interviews').where({ id: interview.id }).update({ expert_title: HOSTILE_TITLE });
    await createAnswer(knex, questions[0]!, HOSTILE_ANSWERS[index]!);
  }
}

/**
 * The shapes of every id the app and the seed write: prefixed random ids (`int_…`,
 * `ans_…`), the seed's readable ones (`ans_demo_esg_04_4`, `int-growth-equity-demo`),
 * and UUIDs.
 */
export const INTERNAL_ID_PATTERNS = [
  /\b(?:usr|prj|int|qst|ans|ins|anl|inq|sgn|car|tok|job)_[A-Za-z0-9_-]+/,
  /\bint-[a-z0-9-]+-demo\b/,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i,
];

/**
 * No id of the client's rows appears anywhere in `body`: neither any text shaped like
 * an id, nor, literally, any id stored for the client (ids of 8 characters or more;
 * the spec's one short demo id, 'demo', is an ordinary word).
 */
export async function expectNoInternalIds(body: string, knex: Knex, client: string) {
  for (const pattern of INTERNAL_ID_PATTERNS) expect(body).not.toMatch(pattern);
  const interviews = knex('interviews').where({ client }).select('id');
  const ids: string[] = [
    ...(await knex('interviews').where({ client }).pluck('id')),
    ...(await knex('answers').whereIn('interview_id', interviews).pluck('id')),
    ...(await knex('questions').whereIn('interview_id', interviews).pluck('id')),
    ...(await knex('projects').where({ client }).pluck('id')),
    ...(await knex('insights').where({ client }).pluck('id')),
  ];
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids.filter((id) => id.length >= 8)) expect(body).not.toContain(id);
}
