import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createAnswer,
  createCustomer,
  createExpert,
  createInterview,
  createProject,
  createUser,
  setTimestamps,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (body: { id: string }[]) => body.map((item) => item.id);
const day = (n: number) => new Date(Date.UTC(2032, 0, n));

describe.each(['upcoming', 'completed'])('GET /api/expert-interviews/%s', (list) => {
  const path = `/api/expert-interviews/${list}`;

  it('answers 401 signed out', async () => {
    const response = await t.request().get(path);
    expect(response.status).toBe(401);
    expect(response.text).toBe('Please sign in to continue');
  });

  it('answers 403 to admins and customers', async () => {
    const admin = await signIn(t.agent(), await createAdmin(t.db.knex));
    expect((await admin.get(path)).status).toBe(403);
    const customer = await signIn(t.agent(), await createCustomer(t.db.knex, 'Some Client'));
    expect((await customer.get(path)).status).toBe(403);
  });

  it.each(['include=answers', 'include=', 'include=recentAnswers&include=recentAnswers'])(
    'answers 400 for %s',
    async (query) => {
      const agent = await signIn(t.agent(), await createExpert(t.db.knex));
      const response = await agent.get(`${path}?${query}`);
      expect(response.status).toBe(400);
      expect(response.text).toBe('include may only be recentAnswers');
    },
  );
});

describe('the expert interview lists', () => {
  it("show the expert's own interviews, matched by user id or e-mail in any case", async () => {
    const expert = await createExpert(t.db.knex, 'Riley.Expert@Example.test');
    const project = await createProject(t.db.knex, { client: 'Lists Capital', name: 'Lists' });
    const { interview: byId } = await createInterview(t.db.knex, project, {
      expertUserId: expert.id,
      expertEmail: 'old.address@example.test',
    });
    const { interview: byEmail } = await createInterview(t.db.knex, project, {
      expertEmail: 'riley.expert@EXAMPLE.test',
      status: 'in_progress',
    });
    const { interview: done } = await createInterview(t.db.knex, project, {
      expertUserId: expert.id,
      status: 'completed',
    });
    // Someone else's, in every state: never listed.
    const someoneElse = await createExpert(t.db.knex);
    for (const status of ['pending', 'in_progress', 'completed'] as const) {
      await createInterview(t.db.knex, project, { expertUserId: someoneElse.id, status });
    }
    await setTimestamps(t.db.knex, 'interviews', byId.id, { createdAt: day(2) });
    await setTimestamps(t.db.knex, 'interviews', byEmail.id, { createdAt: day(1) });
    await setTimestamps(t.db.knex, 'interviews', done.id, { completedAt: day(3) });

    const agent = await signIn(t.agent(), expert);
    const upcoming = await agent.get('/api/expert-interviews/upcoming');
    expect(upcoming.status).toBe(200);
    // Oldest first: the one to take next leads.
    expect(ids(upcoming.body)).toEqual([byEmail.id, byId.id]);
    expect(upcoming.body[1]).toEqual({
      id: byId.id,
      projectId: project.id,
      projectName: 'Lists',
      expertName: byId.expertName,
      expertEmail: 'old.address@example.test',
      company: byId.company,
      expertTitle: null,
      client: 'Lists Capital',
      status: 'pending',
      totalQuestions: 3,
      answeredQuestions: 0,
      interviewDurationMinutes: 30,
      compensation: 150,
      startedAt: null,
      createdAt: day(2).toISOString(),
      completedAt: null,
      finishedEarlyAt: null,
      closedAt: null,
      declinedAt: null,
      deadlineAt: expect.any(String),
      actualDurationMinutes: null,
    });

    const completed = await agent.get('/api/expert-interviews/completed');
    expect(completed.status).toBe(200);
    expect(ids(completed.body)).toEqual([done.id]);
    expect(completed.body[0]).toMatchObject({
      status: 'completed',
      completedAt: day(3).toISOString(),
    });
    expect(JSON.stringify([upcoming.body, completed.body])).not.toContain('argon2');
  });

  it('order completed interviews by completion, newest first, answers only when included', async () => {
    const expert = await createExpert(t.db.knex);
    const project = await createProject(t.db.knex, { client: 'Order Capital' });
    const made = [];
    for (const completedAt of [day(5), day(9), day(7)]) {
      const { interview, questions } = await createInterview(t.db.knex, project, {
        expertUserId: expert.id,
        status: 'completed',
      });
      await setTimestamps(t.db.knex, 'interviews', interview.id, { completedAt });
      await createAnswer(t.db.knex, questions[0]!, `Answer for ${completedAt.toISOString()}`);
      made.push(interview);
    }
    const agent = await signIn(t.agent(), expert);
    const response = await agent.get('/api/expert-interviews/completed');
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([made[1]!.id, made[2]!.id, made[0]!.id]);
    for (const item of response.body) expect(item).not.toHaveProperty('recentAnswers');
    expect(JSON.stringify(response.body)).not.toContain('Answer for');

    const included = await agent.get('/api/expert-interviews/completed?include=recentAnswers');
    expect(included.status).toBe(200);
    expect(ids(included.body)).toEqual(ids(response.body));
    expect(included.body[0].recentAnswers).toEqual([
      { questionText: project.baseQuestions[0], answerText: `Answer for ${day(9).toISOString()}` },
    ]);
    const page = await agent.get('/api/expert-interviews/completed?include=recentAnswers&limit=2');
    expect(page.body.items.map((item: { recentAnswers: unknown[] }) => item.recentAnswers)).toEqual(
      [day(9), day(7)].map((at) => [
        { questionText: project.baseQuestions[0], answerText: `Answer for ${at.toISOString()}` },
      ]),
    );
  });

  it('give the upcoming interviews their recent answers only when included', async () => {
    const expert = await createExpert(t.db.knex);
    const project = await createProject(t.db.knex, { client: 'Upcoming Capital' });
    const { interview, questions } = await createInterview(t.db.knex, project, {
      expertUserId: expert.id,
      status: 'in_progress',
    });
    const first = await createAnswer(t.db.knex, questions[0]!, 'Started on this');
    await setTimestamps(t.db.knex, 'answers', first.id, { createdAt: day(1) });
    const skipped = await createAnswer(t.db.knex, questions[1]!, '[Skipped]');
    await setTimestamps(t.db.knex, 'answers', skipped.id, { createdAt: day(2) });
    const agent = await signIn(t.agent(), expert);
    const plain = await agent.get('/api/expert-interviews/upcoming');
    expect(plain.status).toBe(200);
    expect(ids(plain.body)).toEqual([interview.id]);
    expect(plain.body[0]).not.toHaveProperty('recentAnswers');
    const included = await agent.get('/api/expert-interviews/upcoming?include=recentAnswers');
    expect(included.status).toBe(200);
    expect(included.body[0].recentAnswers).toEqual([
      { questionText: project.baseQuestions[0], answerText: 'Started on this' },
    ]);
  });

  it('give an expert without an e-mail only the interviews assigned to their id', async () => {
    const expert = await createUser(t.db.knex, { role: 'expert' });
    const project = await createProject(t.db.knex, { client: 'No Mail Capital' });
    const { interview } = await createInterview(t.db.knex, project, { expertUserId: expert.id });
    await createInterview(t.db.knex, project);
    const response = await (await signIn(t.agent(), expert)).get('/api/expert-interviews/upcoming');
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([interview.id]);
  });
});
