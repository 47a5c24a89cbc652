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
      recentAnswers: [],
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

  it('order completed interviews by completion, newest first, with their answers', async () => {
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
    const response = await (await signIn(t.agent(), expert)).get(
      '/api/expert-interviews/completed',
    );
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([made[1]!.id, made[2]!.id, made[0]!.id]);
    expect(response.body[0].recentAnswers).toEqual([
      { questionText: project.baseQuestions[0], answerText: `Answer for ${day(9).toISOString()}` },
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
