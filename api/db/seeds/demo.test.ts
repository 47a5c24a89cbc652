import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIPPED_ANSWER } from '../../../sync/contract';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  DEMO_EXPERT_EMAIL,
  DEMO_EXPERT_USER_ID,
  DEMO_FILTER_BANKS,
  DEMO_INTERVIEWS,
  DEMO_PASSWORD,
  DEMO_PROJECTS,
  HARBOR_BANK,
  MERIDIAN_CAPITAL,
} from './demo';
import { reseedDemoData, seedDemoDataIfEmpty } from './index';

interface InterviewRow {
  id: string;
  project_id: string;
  client: string;
  company: string;
  status: string;
  total_questions: number;
  answered_questions: number;
  expert_user_id: string | null;
  expert_email: string;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}
interface QuestionRow {
  id: string;
  interview_id: string;
  question_text: string;
  question_type: string;
  order_index: number;
  is_answered: boolean;
}
interface AnswerRow {
  id: string;
  question_id: string;
  interview_id: string;
  answer_text: string;
  created_at: Date;
}

let t: TestApp;
let knex: Knex;
beforeAll(async () => {
  t = await createTestApp();
  knex = t.db.knex;
  expect(await seedDemoDataIfEmpty(knex)).toBe(true);
});
afterAll(() => t.close());

const interviews = () => knex<InterviewRow>('interviews').orderBy('id');
const questions = () => knex<QuestionRow>('questions').orderBy(['interview_id', 'order_index']);
const answers = () => knex<AnswerRow>('answers').orderBy('id');
const projects = async () =>
  new Map(
    (await knex('projects')).map((p: { id: string; client: string; base_questions: string[] }) => [
      p.id,
      p,
    ]),
  );

function sentences(text: string): number {
  return text.split(/[.!?](?:\s|$)/).filter((part) => part.trim().length > 0).length;
}

describe('demo data', () => {
  it('is loaded into an empty database only', async () => {
    expect(await seedDemoDataIfEmpty(knex)).toBe(false);
    expect(await knex('users').pluck('id')).toHaveLength(4);
  });

  it('uses fixed ids', async () => {
    expect(await knex('users').orderBy('id').pluck('id')).toEqual([
      'usr_demo_admin',
      'usr_demo_customer',
      'usr_demo_customer2',
      'usr_demo_expert',
    ]);
    expect(await knex('projects').orderBy('id').pluck('id')).toEqual(
      DEMO_PROJECTS.map((p) => p.id).sort(),
    );
    const ids = (await interviews()).map((row) => row.id);
    expect(ids).toEqual(DEMO_INTERVIEWS.map((i) => i.id).sort());
    expect(ids).toEqual(
      expect.arrayContaining(['demo', 'int-growth-equity-demo', 'int_demo_esg_01']),
    );
    const firstQuestions = await knex('questions')
      .where({ interview_id: 'int_demo_esg_01' })
      .orderBy('order_index')
      .pluck('id');
    expect(firstQuestions[0]).toBe('qst_demo_esg_01_0');
    expect(await knex('answers').where({ question_id: 'qst_demo_esg_01_0' }).pluck('id')).toEqual([
      'ans_demo_esg_01_0',
    ]);
  });

  it('has interviews in every status for both clients', async () => {
    const counts = await knex('interviews')
      .select('client', 'status')
      .count<{ client: string; status: string; count: number }[]>('* as count')
      .groupBy('client', 'status')
      .orderBy(['client', 'status']);
    expect(counts).toEqual([
      { client: HARBOR_BANK, status: 'completed', count: 3 },
      { client: HARBOR_BANK, status: 'in_progress', count: 1 },
      { client: HARBOR_BANK, status: 'pending', count: 1 },
      { client: MERIDIAN_CAPITAL, status: 'completed', count: 13 },
      { client: MERIDIAN_CAPITAL, status: 'in_progress', count: 2 },
      { client: MERIDIAN_CAPITAL, status: 'pending', count: 4 },
    ]);
    const projectCounts = await knex('projects')
      .select('client')
      .count<{ client: string; count: number }[]>('* as count')
      .groupBy('client')
      .orderBy('client');
    expect(projectCounts).toEqual([
      { client: HARBOR_BANK, count: 2 },
      { client: MERIDIAN_CAPITAL, count: 3 },
    ]);
  });

  it("gives every interview its project's base questions, in order", async () => {
    const byProject = await projects();
    const allQuestions = await questions();
    for (const interview of await interviews()) {
      const project = byProject.get(interview.project_id)!;
      expect(project.base_questions.length).toBeGreaterThanOrEqual(4);
      expect(project.base_questions.length).toBeLessThanOrEqual(6);
      const own = allQuestions.filter((q) => q.interview_id === interview.id);
      expect(
        own.map((q) => q.question_text),
        interview.id,
      ).toEqual(project.base_questions);
      expect(own.map((q) => q.order_index)).toEqual(own.map((_, index) => index));
      expect(new Set(own.map((q) => q.question_type))).toEqual(new Set(['base']));
    }
  });

  it('keeps counters and times consistent with the rows', async () => {
    const allQuestions = await questions();
    const allAnswers = await answers();
    const now = Date.now();
    for (const interview of await interviews()) {
      const own = allQuestions.filter((q) => q.interview_id === interview.id);
      const ownAnswers = allAnswers.filter((a) => a.interview_id === interview.id);
      expect(interview.total_questions, interview.id).toBe(own.length);
      expect(interview.answered_questions, interview.id).toBe(ownAnswers.length);
      expect(own.filter((q) => q.is_answered).map((q) => q.id)).toEqual(
        ownAnswers.map((a) => a.question_id).sort(),
      );
      const created = interview.created_at.getTime();
      const started = interview.started_at?.getTime() ?? null;
      const completed = interview.completed_at?.getTime() ?? null;
      expect(created).toBeLessThan(now);
      if (interview.status === 'pending') {
        expect([started, completed, ownAnswers.length], interview.id).toEqual([null, null, 0]);
      } else {
        expect(started, interview.id).toBeGreaterThanOrEqual(created);
        expect(started).toBeLessThan(now);
      }
      if (interview.status === 'in_progress') {
        expect(completed).toBeNull();
        expect(ownAnswers.length).toBeLessThan(own.length);
      }
      if (interview.status === 'completed') {
        expect(completed, interview.id).toBeGreaterThan(started!);
        expect(completed).toBeLessThan(now);
      }
      for (const answer of ownAnswers) {
        expect(answer.created_at.getTime()).toBeGreaterThan(started!);
        expect(answer.created_at.getTime()).toBeLessThanOrEqual(completed ?? now);
      }
    }
  });

  it('answers every question of a completed interview', async () => {
    const allAnswers = await answers();
    const completed = (await interviews()).filter((i) => i.status === 'completed');
    for (const interview of completed) {
      const ownAnswers = allAnswers.filter((a) => a.interview_id === interview.id);
      expect(ownAnswers.length, interview.id).toBe(interview.total_questions);
      for (const answer of ownAnswers) expect(answer.answer_text.trim()).not.toBe('');
    }
  });

  it('gives Meridian Capital ten or more real, varied completed interviews', async () => {
    const meridian = (await interviews()).filter(
      (i) => i.client === MERIDIAN_CAPITAL && i.status === 'completed',
    );
    expect(meridian.length).toBeGreaterThanOrEqual(10);
    const companies = new Set(meridian.map((i) => i.company));
    expect(companies.size).toBeGreaterThanOrEqual(5);
    for (const bank of DEMO_FILTER_BANKS) {
      expect(meridian.filter((i) => i.company === bank).length, bank).toBeGreaterThanOrEqual(2);
    }

    const ids = new Set(meridian.map((i) => i.id));
    const texts = (await answers())
      .filter((a) => ids.has(a.interview_id))
      .map((a) => a.answer_text);
    const skipped = texts.filter((text) => text === SKIPPED_ANSWER);
    const spoken = texts.filter((text) => text !== SKIPPED_ANSWER);
    const thin = spoken.filter((text) => sentences(text) < 3);
    expect(skipped.length).toBeGreaterThanOrEqual(2);
    expect(thin.length).toBeGreaterThanOrEqual(1);
    expect(thin.length).toBeLessThanOrEqual(2);
    for (const text of spoken.filter((s) => !thin.includes(s))) {
      expect(sentences(text), text).toBeLessThanOrEqual(6);
      expect(text.length, text).toBeGreaterThan(150);
    }
    // Concrete answers quote figures; a good share of these should.
    expect(spoken.filter((text) => /\d/.test(text)).length).toBeGreaterThan(spoken.length / 3);
    expect(new Set(spoken).size).toBe(spoken.length);
  });

  it('gives Harbor Bank completed interviews of its own', async () => {
    const harbor = (await interviews()).filter(
      (i) => i.client === HARBOR_BANK && i.status === 'completed',
    );
    expect(harbor.length).toBeGreaterThanOrEqual(2);
    expect(harbor.length).toBeLessThanOrEqual(3);
  });

  it('keeps the two linked demo interviews pending and ready to take', async () => {
    const byProject = await projects();
    for (const id of ['demo', 'int-growth-equity-demo']) {
      const interview = (await knex<InterviewRow>('interviews').where({ id }).first())!;
      expect(interview).toMatchObject({ status: 'pending', answered_questions: 0 });
      expect(interview.client).toBe(MERIDIAN_CAPITAL);
      const own = await knex('questions').where({ interview_id: id });
      expect(own).toHaveLength(byProject.get(interview.project_id)!.base_questions.length);
      expect(own.length).toBeGreaterThan(0);
      expect(await knex('answers').where({ interview_id: id })).toHaveLength(0);
    }
    const growth = await knex<InterviewRow>('interviews')
      .where({ id: 'int-growth-equity-demo' })
      .first();
    expect(growth!.project_id).toBe('prj_demo_growth_equity');
  });

  it('assigns the expert account two upcoming and two completed interviews', async () => {
    const mine = await knex<InterviewRow>('interviews')
      .where('expert_user_id', DEMO_EXPERT_USER_ID)
      .orWhereRaw('lower(expert_email) = lower(?)', [DEMO_EXPERT_EMAIL]);
    for (const interview of mine) {
      expect(interview.expert_user_id).toBe(DEMO_EXPERT_USER_ID);
      expect(interview.expert_email).toBe(DEMO_EXPERT_EMAIL);
    }
    const upcoming = mine.filter((i) => i.status !== 'completed');
    expect(upcoming).toHaveLength(2);
    expect(new Set(upcoming.map((i) => i.status))).toEqual(new Set(['pending', 'in_progress']));
    expect(mine.filter((i) => i.status === 'completed')).toHaveLength(2);
  });

  it('seeds every demo address as verified, so the demo expert sees their interviews', async () => {
    const withEmail = await knex('users').whereNotNull('email').select('id', 'email_verified_at');
    expect(withEmail.length).toBeGreaterThan(0);
    for (const user of withEmail) expect(user.email_verified_at, user.id).not.toBeNull();
    const expert = t.agent();
    await expert.post('/api/login').send({ username: DEMO_EXPERT_EMAIL, password: DEMO_PASSWORD });
    const upcoming = await expert.get('/api/expert-interviews/upcoming');
    expect(upcoming.status).toBe(200);
    expect(upcoming.body).toHaveLength(2);
  });

  it('keeps Harbor Bank and Meridian Capital data apart', async () => {
    const byProject = await projects();
    const all = await interviews();
    for (const interview of all) {
      expect(interview.client, interview.id).toBe(byProject.get(interview.project_id)!.client);
    }
    const clientOf = new Map(all.map((i) => [i.id, i.client]));
    const textsOf = async (client: string) =>
      new Set(
        (await answers())
          .filter(
            (a) => clientOf.get(a.interview_id) === client && a.answer_text !== SKIPPED_ANSWER,
          )
          .map((a) => a.answer_text),
      );
    const harbor = await textsOf(HARBOR_BANK);
    const meridian = await textsOf(MERIDIAN_CAPITAL);
    expect(harbor.size).toBeGreaterThan(0);
    expect([...harbor].filter((text) => meridian.has(text))).toEqual([]);
    const harborQuestions = new Set(
      [...byProject.values()]
        .filter((p) => p.client === HARBOR_BANK)
        .flatMap((p) => p.base_questions),
    );
    const meridianQuestions = [...byProject.values()]
      .filter((p) => p.client === MERIDIAN_CAPITAL)
      .flatMap((p) => p.base_questions);
    expect(meridianQuestions.filter((q) => harborQuestions.has(q))).toEqual([]);
  });

  it('lets every demo account sign in with the demo password', async () => {
    for (const [username, role] of [
      ['admin', 'admin'],
      ['expert', 'expert'],
      ['customer', 'customer'],
      ['customer2', 'customer'],
    ]) {
      const response = await t
        .request()
        .post('/api/login')
        .send({ username, password: DEMO_PASSWORD });
      expect(response.status, username).toBe(200);
      expect(response.body.role).toBe(role);
    }
  });

  it('reseeds to identical content', async () => {
    await reseedDemoData(knex);
    const first = await snapshot(knex);
    await new Promise((resolve) => setTimeout(resolve, 25));
    await reseedDemoData(knex);
    const second = await snapshot(knex);
    expect(second).toEqual(first);
    expect(first.interviews).toHaveLength(DEMO_INTERVIEWS.length);
  });
});

/**
 * Every seeded row, without password hashes (salted, so never equal) and with each
 * time as its distance from the accounts' creation time, which is fixed relative to
 * the moment of seeding.
 */
async function snapshot(db: Knex) {
  const anchor = (await db('users').where({ id: 'usr_demo_admin' }).first()).created_at as Date;
  const relative = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => column !== 'password')
        .map(([column, value]) => [
          column,
          value instanceof Date ? value.getTime() - anchor.getTime() : value,
        ]),
    );
  const tables = ['users', 'projects', 'interviews', 'questions', 'answers', 'insights'] as const;
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = (await db(table).orderBy('id')).map(relative);
  }
  return result;
}
