import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Interview, Question } from '../../models';
import {
  countQueries,
  createAnswer,
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

let clientCounter = 0;
/** A client name no other test uses, so lists can be checked exactly. */
const uniqueClient = () => `Client ${++clientCounter} Capital`;

const asAdmin = () => t.asAdmin();
const asCustomerOf = (client: string) => t.asCustomerOf(client);
const asExpert = () => t.asExpert();
const ids = (body: { id: string }[]) => body.map((item) => item.id);

/** The SQL the work sends, to see which tables a request reads. */
async function captureSql(work: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const listener = (query: { sql: string }) => sql.push(query.sql);
  t.db.knex.on('query', listener);
  try {
    await work();
  } finally {
    t.db.knex.removeListener('query', listener);
  }
  return sql;
}
const readsAnswers = (sql: string[]) => sql.some((text) => /\banswers\b/i.test(text));

/** An interview of a new client with five answers, one skipped, a minute apart. */
async function interviewWithFiveAnswers() {
  const client = uniqueClient();
  const project = await createProject(t.db.knex, {
    client,
    baseQuestions: ['Q1?', 'Q2?', 'Q3?', 'Q4?', 'Q5?'],
  });
  const { interview, questions } = await createInterview(t.db.knex, project);
  const texts = ['First answer', 'Second answer', '[Skipped]', 'Fourth answer', 'Fifth answer'];
  for (const [index, text] of texts.entries()) {
    const answer = await createAnswer(t.db.knex, questions[index]!, text);
    await setTimestamps(t.db.knex, 'answers', answer.id, {
      createdAt: new Date(Date.UTC(2031, 0, 1, 0, index)),
    });
  }
  return { client, interview };
}
const THREE_NEWEST = [
  { questionText: 'Q5?', answerText: 'Fifth answer' },
  { questionText: 'Q4?', answerText: 'Fourth answer' },
  { questionText: 'Q2?', answerText: 'Second answer' },
];

describe('GET /api/interviews', () => {
  it('answers 401 signed out and 403 to an expert', async () => {
    const signedOut = await t.request().get('/api/interviews');
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).toBe('Please sign in to continue');
    expect((await (await asExpert()).get('/api/interviews')).status).toBe(403);
  });

  it('gives an admin every interview as the read model, newest first', async () => {
    const project = await createProject(t.db.knex, { client: uniqueClient(), name: 'Rates' });
    const other = await createProject(t.db.knex, { client: uniqueClient() });
    const { interview: older } = await createInterview(t.db.knex, project, {
      expertName: 'Dana Older',
      expertEmail: 'dana@bank.test',
      company: 'First Bank',
    });
    const { interview: newer } = await createInterview(t.db.knex, other);
    await setTimestamps(t.db.knex, 'interviews', older.id, {
      createdAt: new Date('2031-03-01T10:00:00Z'),
    });
    await setTimestamps(t.db.knex, 'interviews', newer.id, {
      createdAt: new Date('2031-03-02T10:00:00Z'),
    });

    const response = await (await asAdmin()).get('/api/interviews');
    expect(response.status).toBe(200);
    const listed = ids(response.body);
    expect(listed.indexOf(newer.id)).toBeLessThan(listed.indexOf(older.id));
    expect(response.body.find((item: { id: string }) => item.id === older.id)).toEqual({
      id: older.id,
      projectId: project.id,
      projectName: 'Rates',
      expertName: 'Dana Older',
      expertEmail: 'dana@bank.test',
      company: 'First Bank',
      expertTitle: null,
      client: project.client,
      status: 'pending',
      totalQuestions: 3,
      answeredQuestions: 0,
      interviewDurationMinutes: 30,
      compensation: 150,
      startedAt: null,
      createdAt: '2031-03-01T10:00:00.000Z',
      completedAt: null,
      finishedEarlyAt: null,
      closedAt: null,
      declinedAt: null,
      deadlineAt: expect.any(String),
      actualDurationMinutes: null,
    });
  });

  it("gives a customer only their own client's interviews", async () => {
    const mine = uniqueClient();
    const theirs = uniqueClient();
    const { interview } = await createInterview(
      t.db.knex,
      await createProject(t.db.knex, { client: mine }),
    );
    await createInterview(t.db.knex, await createProject(t.db.knex, { client: theirs }));
    const response = await (await asCustomerOf(mine)).get('/api/interviews');
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([interview.id]);
    expect(JSON.stringify(response.body)).not.toContain(theirs);
  });

  it('leaves the recent answers out unless include=recentAnswers asks, and reads none', async () => {
    const { client, interview } = await interviewWithFiveAnswers();
    const agent = await asCustomerOf(client);
    let response = { status: 0, body: { items: [] as object[] } };
    const sql = await captureSql(async () => {
      response = await agent.get('/api/interviews?limit=10');
    });
    expect(response.status).toBe(200);
    expect(response.body.items).toHaveLength(1);
    expect(response.body.items[0]).toMatchObject({ id: interview.id, answeredQuestions: 5 });
    expect(response.body.items[0]).not.toHaveProperty('recentAnswers');
    expect(JSON.stringify(response.body)).not.toContain('Fifth answer');
    expect(sql.some((text) => /\binterviews\b/.test(text))).toBe(true);
    expect(readsAnswers(sql), sql.join('\n')).toBe(false);
  });

  it('previews the 3 newest answers with include=recentAnswers, leaving out skipped ones', async () => {
    const { client, interview } = await interviewWithFiveAnswers();
    const agent = await asCustomerOf(client);
    const response = await agent.get('/api/interviews?include=recentAnswers');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({ id: interview.id, answeredQuestions: 5 });
    expect(response.body[0].recentAnswers).toEqual(THREE_NEWEST);
    // With the other parameters too, as a page.
    const page = await agent.get('/api/interviews?status=completed&include=recentAnswers&limit=5');
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ items: [], nextCursor: null });
    const all = await agent.get(
      `/api/interviews?projectId=${interview.projectId}&include=recentAnswers&limit=5`,
    );
    expect(all.body.items[0].recentAnswers).toEqual(THREE_NEWEST);
  });

  it.each([
    ['an unknown value', 'include=answers'],
    ['another case', 'include=recentanswers'],
    ['an empty value', 'include='],
    ['a list', 'include=recentAnswers,projectName'],
    ['a repeat', 'include=recentAnswers&include=recentAnswers'],
  ])('answers 400 for include with %s', async (_case, query) => {
    const client = uniqueClient();
    await createInterview(t.db.knex, await createProject(t.db.knex, { client }));
    const agent = await asCustomerOf(client);
    for (const path of [
      '/api/interviews',
      `/api/customer/${encodeURIComponent(client)}/interviews`,
    ]) {
      const response = await agent.get(`${path}?${query}`);
      expect(response.status, path).toBe(400);
      expect(response.text, path).toBe('include may only be recentAnswers');
    }
  });

  it('builds the read models with a fixed number of queries, one more with the answers', async () => {
    const client = uniqueClient();
    const agent = await asCustomerOf(client);
    const addInterview = async () => {
      const { questions } = await createInterview(
        t.db.knex,
        await createProject(t.db.knex, { client }),
      );
      await createAnswer(t.db.knex, questions[0]!, 'An answer');
    };
    await addInterview();
    const withOne = await countQueries(t.db.knex, () => agent.get('/api/interviews'));
    const withOneAndAnswers = await countQueries(t.db.knex, () =>
      agent.get('/api/interviews?include=recentAnswers'),
    );
    for (let i = 0; i < 4; i++) await addInterview();
    let body: { recentAnswers?: unknown[] }[] = [];
    const withFive = await countQueries(t.db.knex, async () => {
      body = (await agent.get('/api/interviews')).body;
    });
    expect(body).toHaveLength(5);
    const withFiveAndAnswers = await countQueries(t.db.knex, async () => {
      body = (await agent.get('/api/interviews?include=recentAnswers')).body;
    });
    expect(body.map((item) => item.recentAnswers)).toEqual(
      Array(5).fill([{ questionText: expect.any(String), answerText: 'An answer' }]),
    );
    expect(withOne).toBeGreaterThan(2);
    expect(withFive).toBe(withOne);
    expect(withOneAndAnswers).toBe(withOne + 1);
    expect(withFiveAndAnswers).toBe(withOneAndAnswers);
  });
});

describe('GET /api/interviews/:interviewId', () => {
  it("returns it to an admin and to the interview's client", async () => {
    const client = uniqueClient();
    const { interview } = await createInterview(
      t.db.knex,
      await createProject(t.db.knex, { client }),
    );
    for (const agent of [await asAdmin(), await asCustomerOf(client)]) {
      const response = await agent.get(`/api/interviews/${interview.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: interview.id, client, recentAnswers: [] });
    }
  });

  it('returns it to its expert, by user id or by e-mail in any case', async () => {
    const project = await createProject(t.db.knex, { client: uniqueClient() });
    const byId = await createExpert(t.db.knex);
    const { interview: assigned } = await createInterview(t.db.knex, project, {
      expertUserId: byId.id,
    });
    const byEmail = await createExpert(t.db.knex, 'Mixed.Case@Expert.test');
    const { interview: mailed } = await createInterview(t.db.knex, project, {
      expertEmail: 'mixed.case@EXPERT.test',
    });
    const first = await signIn(t.agent(), byId);
    expect((await first.get(`/api/interviews/${assigned.id}`)).status).toBe(200);
    expect((await first.get(`/api/interviews/${mailed.id}`)).status).toBe(403);
    const second = await signIn(t.agent(), byEmail);
    expect((await second.get(`/api/interviews/${mailed.id}`)).status).toBe(200);
    expect((await second.get(`/api/interviews/${assigned.id}`)).status).toBe(403);
  });

  it("refuses another client's customer and an unrelated expert", async () => {
    const { interview } = await createInterview(
      t.db.knex,
      await createProject(t.db.knex, { client: uniqueClient() }),
    );
    const customer = await (await asCustomerOf(uniqueClient())).get(
      `/api/interviews/${interview.id}`,
    );
    expect(customer.status).toBe(403);
    expect(customer.text).not.toContain(interview.expertName);
    expect((await (await asExpert()).get(`/api/interviews/${interview.id}`)).status).toBe(403);
  });

  it('always carries the recent answers, newest first, without include', async () => {
    const { client, interview } = await interviewWithFiveAnswers();
    const response = await (await asCustomerOf(client)).get(`/api/interviews/${interview.id}`);
    expect(response.status).toBe(200);
    expect(response.body.recentAnswers).toEqual(THREE_NEWEST);
  });

  it('answers 404 for an unknown id and 401 signed out', async () => {
    const missing = await (await asAdmin()).get('/api/interviews/int_missing');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Interview not found');
    expect((await t.request().get('/api/interviews/int_missing')).status).toBe(401);
  });
});

describe('POST /api/interviews', () => {
  const validInterview = (projectId: string, client: string) => ({
    projectId,
    expertName: 'Morgan Expert',
    expertEmail: 'morgan@northbank.test',
    company: 'North Bank',
    client,
    interviewDurationMinutes: 45,
  });

  it('creates the interview and one question row per base question', async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client, name: 'Credit cycle' });
    const response = await (await asAdmin())
      .post('/api/interviews')
      .send({ ...validInterview(project.id, client), totalQuestions: 10, answeredQuestions: 4 });
    expect(response.status).toBe(201);
    const stored = await Interview.query(t.db.knex).findById(response.body.id);
    expect(stored).toBeDefined();
    expect(response.body).toEqual({
      id: stored!.id,
      projectId: project.id,
      projectName: 'Credit cycle',
      expertName: 'Morgan Expert',
      expertEmail: 'morgan@northbank.test',
      company: 'North Bank',
      expertTitle: null,
      client,
      status: 'pending',
      totalQuestions: 3,
      answeredQuestions: 0,
      interviewDurationMinutes: 45,
      compensation: 150,
      startedAt: null,
      createdAt: stored!.createdAt.toISOString(),
      completedAt: null,
      finishedEarlyAt: null,
      closedAt: null,
      declinedAt: null,
      deadlineAt: expect.any(String),
      actualDurationMinutes: null,
      recentAnswers: [],
      // No SMTP_URL here: the invitation waits in the local outbox (api/mail).
      invitation: { sentTo: 'morgan@northbank.test', delivery: 'outbox' },
    });
    expect(stored?.expertUserId).toBeNull();

    const questions = await Question.query(t.db.knex)
      .where('interview_id', stored!.id)
      .orderBy('order_index');
    expect(
      questions.map(({ questionText, questionType, orderIndex, parentQuestionId, isAnswered }) => ({
        questionText,
        questionType,
        orderIndex,
        parentQuestionId,
        isAnswered,
      })),
    ).toEqual(
      project.baseQuestions.map((questionText, orderIndex) => ({
        questionText,
        questionType: 'base',
        orderIndex,
        parentQuestionId: null,
        isAnswered: false,
      })),
    );
  });

  it("copies the project's questions as they are when the interview is created", async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client });
    const agent = await asAdmin();
    const edited = await agent
      .patch(`/api/projects/${project.id}`)
      .send({ baseQuestions: ['Only this?', 'And this?'] });
    expect(edited.status).toBe(200);
    const response = await agent.post('/api/interviews').send(validInterview(project.id, client));
    expect(response.status).toBe(201);
    expect(response.body.totalQuestions).toBe(2);
    const questions = await Question.query(t.db.knex)
      .where('interview_id', response.body.id)
      .orderBy('order_index');
    expect(questions.map((question) => question.questionText)).toEqual(['Only this?', 'And this?']);
  });

  it('normalises the status and sets its timestamps, and keeps a given compensation', async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client });
    const agent = await asAdmin();
    const active = await agent
      .post('/api/interviews')
      .send({ ...validInterview(project.id, client), status: 'active', compensation: 300 });
    expect(active.status).toBe(201);
    expect(active.body).toMatchObject({
      status: 'in_progress',
      compensation: 300,
      completedAt: null,
    });
    expect(active.body.startedAt).toEqual(expect.any(String));
    const completed = await agent
      .post('/api/interviews')
      .send({ ...validInterview(project.id, client), status: 'completed' });
    expect(completed.body).toMatchObject({ status: 'completed' });
    expect(completed.body.completedAt).toEqual(expect.any(String));
  });

  it('links the interview to the expert account with that e-mail, in any case', async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client });
    const expert = await createExpert(t.db.knex, 'Jo.Expert@Example.test');
    const response = await (await asAdmin())
      .post('/api/interviews')
      .send({ ...validInterview(project.id, client), expertEmail: 'JO.EXPERT@example.TEST' });
    expect(response.status).toBe(201);
    expect(response.body.expertEmail).toBe('jo.expert@example.test');
    const stored = await Interview.query(t.db.knex).findById(response.body.id);
    expect(stored?.expertUserId).toBe(expert.id);
    expect(JSON.stringify(response.body)).not.toContain('argon2');
  });

  it('does not link the interview to a non-expert account with that e-mail', async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client });
    await createUser(t.db.knex, { role: 'customer', email: 'shared@mail.test' });
    const response = await (await asAdmin())
      .post('/api/interviews')
      .send({ ...validInterview(project.id, client), expertEmail: 'shared@mail.test' });
    expect(response.status).toBe(201);
    const stored = await Interview.query(t.db.knex).findById(response.body.id);
    expect(stored?.expertUserId).toBeNull();
  });

  it.each([
    ['a missing project', { projectId: undefined }, 'Project is required'],
    ['a missing expert name', { expertName: '  ' }, 'Expert name is required'],
    ['an invalid e-mail', { expertEmail: 'not-an-email' }, 'Valid email is required'],
    ['a missing e-mail', { expertEmail: undefined }, 'Valid email is required'],
    ['a missing company', { company: '' }, 'Company is required'],
    ['a missing client', { client: undefined }, 'Client is required'],
    [
      'a duration under 15',
      { interviewDurationMinutes: 14 },
      'Interview duration must be between 15 and 120 minutes',
    ],
    [
      'a duration over 120',
      { interviewDurationMinutes: 121 },
      'Interview duration must be between 15 and 120 minutes',
    ],
    [
      'an unknown status',
      { status: 'archived' },
      'Status must be pending, in_progress or completed',
    ],
    ['an unknown field', { expertUserId: 'usr_x' }, 'Unknown field: expertUserId'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client });
    const response = await (await asAdmin())
      .post('/api/interviews')
      .send({ ...validInterview(project.id, client), ...change });
    expect(response.status).toBe(400);
    expect(response.text).toBe(message);
    expect(await Interview.query(t.db.knex).where('project_id', project.id)).toEqual([]);
  });

  it('answers 400 for an unknown project', async () => {
    const response = await (await asAdmin())
      .post('/api/interviews')
      .send(validInterview('prj_missing', 'Whoever'));
    expect(response.status).toBe(400);
    expect(response.text).toBe('Project not found');
  });

  it("answers 400 naming the project's client when the client differs", async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client, name: 'Mismatch' });
    const response = await (await asAdmin())
      .post('/api/interviews')
      .send(validInterview(project.id, 'Someone Else'));
    expect(response.status).toBe(400);
    expect(response.text).toBe(`Client must be ${client}, the client of project "Mismatch"`);
    expect(await Interview.query(t.db.knex).where('project_id', project.id)).toEqual([]);
  });

  it('is for admins only: 401 signed out, 403 to customers and experts', async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client });
    const body = validInterview(project.id, client);
    expect((await t.request().post('/api/interviews').send(body)).status).toBe(401);
    const customer = await (await asCustomerOf(client)).post('/api/interviews').send(body);
    expect(customer.status).toBe(403);
    expect((await (await asExpert()).post('/api/interviews').send(body)).status).toBe(403);
    expect(await Interview.query(t.db.knex).where('project_id', project.id)).toEqual([]);
  });
});

describe('GET /api/customer/:client/interviews', () => {
  it("lists the client's interviews newest first, to an admin and to that client", async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client });
    const { interview: older } = await createInterview(t.db.knex, project);
    const { interview: newer } = await createInterview(t.db.knex, project);
    await setTimestamps(t.db.knex, 'interviews', older.id, {
      createdAt: new Date('2031-05-01T00:00:00Z'),
    });
    await setTimestamps(t.db.knex, 'interviews', newer.id, {
      createdAt: new Date('2031-05-02T00:00:00Z'),
    });
    await createInterview(t.db.knex, await createProject(t.db.knex, { client: uniqueClient() }));
    const path = `/api/customer/${encodeURIComponent(client)}/interviews`;
    for (const agent of [await asAdmin(), await asCustomerOf(client)]) {
      const response = await agent.get(path);
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual([newer.id, older.id]);
      expect(response.body[0]).toMatchObject({ projectName: project.name, client });
      expect(response.body[0]).not.toHaveProperty('recentAnswers');
    }
  });

  it('gives the recent answers with include=recentAnswers only', async () => {
    const { client, interview } = await interviewWithFiveAnswers();
    const path = `/api/customer/${encodeURIComponent(client)}/interviews`;
    const agent = await asCustomerOf(client);
    const plain = await agent.get(`${path}?limit=5`);
    expect(plain.status).toBe(200);
    expect(ids(plain.body.items)).toEqual([interview.id]);
    expect(plain.body.items[0]).not.toHaveProperty('recentAnswers');
    const included = await agent.get(`${path}?limit=5&include=recentAnswers`);
    expect(included.status).toBe(200);
    expect(included.body.items[0].recentAnswers).toEqual(THREE_NEWEST);
  });

  it('refuses another client, an expert and a signed-out caller', async () => {
    const client = uniqueClient();
    await createInterview(t.db.knex, await createProject(t.db.knex, { client }));
    const path = `/api/customer/${encodeURIComponent(client)}/interviews`;
    const foreign = await (await asCustomerOf(uniqueClient())).get(path);
    expect(foreign.status).toBe(403);
    expect((await (await asExpert()).get(path)).status).toBe(403);
    expect((await t.request().get(path)).status).toBe(401);
  });
});
