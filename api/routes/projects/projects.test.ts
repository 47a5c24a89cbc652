import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID_LIKE_NAME } from '../../../sync/contract/projectIds';
import { Project, Question } from '../../models';
import {
  countQueries,
  createAdmin,
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
const uniqueClient = () => `Client ${++clientCounter} Partners`;

const asAdmin = () => t.asAdmin();
const asCustomerOf = (client: string) => t.asCustomerOf(client);
const asExpert = () => t.asExpert();

const validCustomerProject = {
  name: 'Payments landscape',
  description: 'How mid-size banks choose payment rails',
  projectGoal: 'Understand vendor selection',
  expertProfile: 'Heads of payments at regional banks',
  numberOfExperts: '5-10',
  timeline: '3-4 weeks',
  interviewDurationMinutes: 30,
  baseQuestions: ['Which rails do you use?', 'What made you switch?'],
};

const validAdminProject = (client: string) => ({
  name: 'ESG in private equity',
  description: null,
  client,
  baseQuestions: ['How do you screen for ESG?'],
});

describe('GET /api/projects', () => {
  it('answers 401 when signed out and 403 to an expert', async () => {
    const signedOut = await t.request().get('/api/projects');
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).toBe('Please sign in to continue');
    const expert = await (await asExpert()).get('/api/projects');
    expect(expert.status).toBe(403);
  });

  it('gives an admin every project, newest first, with interview counts', async () => {
    const clientA = uniqueClient();
    const clientB = uniqueClient();
    const older = await createProject(t.db.knex, { client: clientA, name: 'Older' });
    const newer = await createProject(t.db.knex, { client: clientB, name: 'Newer' });
    await setTimestamps(t.db.knex, 'projects', older.id, {
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    await setTimestamps(t.db.knex, 'projects', newer.id, {
      createdAt: new Date('2030-01-02T00:00:00Z'),
    });
    await createInterview(t.db.knex, older, { status: 'completed' });
    await createInterview(t.db.knex, older, { status: 'in_progress' });
    await createInterview(t.db.knex, older);

    const response = await (await asAdmin()).get('/api/projects');
    expect(response.status).toBe(200);
    const ids = response.body.map((project: { id: string }) => project.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const listedOlder = response.body.find((project: { id: string }) => project.id === older.id);
    expect(listedOlder).toEqual({
      id: older.id,
      name: 'Older',
      description: null,
      client: clientA,
      projectGoal: null,
      expertProfile: null,
      numberOfExperts: null,
      timeline: null,
      interviewDurationMinutes: 30,
      baseQuestions: older.baseQuestions,
      maxFollowupsPerQuestion: 1,
      createdAt: '2030-01-01T00:00:00.000Z',
      interviewCount: 3,
      completedInterviewCount: 1,
    });
    const listedNewer = response.body.find((project: { id: string }) => project.id === newer.id);
    expect(listedNewer).toMatchObject({ interviewCount: 0, completedInterviewCount: 0 });
  });

  it("gives a customer only their own client's projects", async () => {
    const mine = uniqueClient();
    const theirs = uniqueClient();
    const own = await createProject(t.db.knex, { client: mine });
    await createProject(t.db.knex, { client: theirs });
    const response = await (await asCustomerOf(mine)).get('/api/projects');
    expect(response.status).toBe(200);
    expect(response.body.map((project: { id: string }) => project.id)).toEqual([own.id]);
    expect(JSON.stringify(response.body)).not.toContain(theirs);
  });

  it('gives a customer who is not linked to any client an empty list', async () => {
    await createProject(t.db.knex, { client: uniqueClient() });
    const unlinked = await createUser(t.db.knex, { role: 'customer' });
    const response = await (await signIn(t.agent(), unlinked)).get('/api/projects');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('counts interviews with a fixed number of queries, whatever the number of projects', async () => {
    const client = uniqueClient();
    const agent = await asCustomerOf(client);
    const first = await createProject(t.db.knex, { client });
    await createInterview(t.db.knex, first);
    const withOne = await countQueries(t.db.knex, () => agent.get('/api/projects'));
    for (let i = 0; i < 5; i++) {
      await createInterview(t.db.knex, await createProject(t.db.knex, { client }));
    }
    let body: unknown[] = [];
    const withSix = await countQueries(t.db.knex, async () => {
      body = (await agent.get('/api/projects')).body;
    });
    expect(body).toHaveLength(6);
    expect(withOne).toBeGreaterThan(2);
    expect(withSix).toBe(withOne);
  });
});

describe('GET /api/projects/:id', () => {
  it('returns one project to an admin and to its own customer', async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client, description: 'Deep dive' });
    await createInterview(t.db.knex, project, { status: 'completed' });
    for (const agent of [await asAdmin(), await asCustomerOf(client)]) {
      const response = await agent.get(`/api/projects/${project.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: project.id,
        client,
        description: 'Deep dive',
        interviewCount: 1,
        completedInterviewCount: 1,
      });
    }
  });

  it("answers 404 for an unknown id and 403 for another client's project", async () => {
    const agent = await asCustomerOf(uniqueClient());
    const missing = await agent.get('/api/projects/prj_nope');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Project not found');
    const foreign = await createProject(t.db.knex, { client: uniqueClient() });
    const forbidden = await agent.get(`/api/projects/${foreign.id}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.text).not.toContain(foreign.name);
  });

  it('answers 401 signed out and 403 to an expert', async () => {
    const project = await createProject(t.db.knex, { client: uniqueClient() });
    expect((await t.request().get(`/api/projects/${project.id}`)).status).toBe(401);
    expect((await (await asExpert()).get(`/api/projects/${project.id}`)).status).toBe(403);
  });
});

describe('POST /api/projects as an admin', () => {
  it('creates the project and answers 201 with it', async () => {
    const admin = await createAdmin(t.db.knex);
    const agent = await signIn(t.agent(), admin);
    const client = uniqueClient();
    const response = await agent.post('/api/projects').send({
      ...validAdminProject(client),
      name: '  Trimmed name  ',
      interviewDurationMinutes: 45,
      maxFollowupsPerQuestion: 2,
    });
    expect(response.status).toBe(201);
    const stored = await Project.query(t.db.knex).findById(response.body.id);
    expect(stored).toBeDefined();
    expect(stored?.createdByUserId).toBe(admin.id);
    expect(response.body).toEqual({
      id: stored!.id,
      name: 'Trimmed name',
      description: null,
      client,
      projectGoal: null,
      expertProfile: null,
      numberOfExperts: null,
      timeline: null,
      interviewDurationMinutes: 45,
      baseQuestions: ['How do you screen for ESG?'],
      maxFollowupsPerQuestion: 2,
      createdAt: stored!.createdAt.toISOString(),
      interviewCount: 0,
      completedInterviewCount: 0,
    });
  });

  it('applies the defaults: 30 minutes and one follow-up per question', async () => {
    const response = await (await asAdmin())
      .post('/api/projects')
      .send(validAdminProject(uniqueClient()));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      interviewDurationMinutes: 30,
      maxFollowupsPerQuestion: 1,
    });
  });

  it.each([
    ['a missing client', { client: undefined }, 'Client is required'],
    ['a blank client', { client: '   ' }, 'Client is required'],
    ['a client named like a project id', { client: 'prj_demo_esg' }, PROJECT_ID_LIKE_NAME],
    ['a missing name', { name: undefined }, 'Project name is required'],
    ['a blank name', { name: ' ' }, 'Project name is required'],
    ['no questions', { baseQuestions: [] }, 'At least one question is required'],
    ['missing questions', { baseQuestions: undefined }, 'At least one question is required'],
    ['a blank question', { baseQuestions: ['Fine', '  '] }, 'Question cannot be empty'],
    ['an unknown field', { budget: 10 }, 'Unknown field: budget'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const agent = await asAdmin();
    const client = uniqueClient();
    const response = await agent
      .post('/api/projects')
      .send({ ...validAdminProject(client), ...change });
    expect(response.status).toBe(400);
    expect(response.text).toBe(message);
    expect(await Project.query(t.db.knex).where('client', client)).toEqual([]);
  });

  it('answers 401 signed out and 403 to an expert', async () => {
    const body = validAdminProject(uniqueClient());
    expect((await t.request().post('/api/projects').send(body)).status).toBe(401);
    expect((await (await asExpert()).post('/api/projects').send(body)).status).toBe(403);
    expect(await Project.query(t.db.knex).where('client', body.client)).toEqual([]);
  });
});

describe('POST /api/projects as a customer', () => {
  it("sets the client from the customer's account", async () => {
    const client = uniqueClient();
    const response = await (await asCustomerOf(client))
      .post('/api/projects')
      .send(validCustomerProject);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      ...validCustomerProject,
      client,
      interviewCount: 0,
      completedInterviewCount: 0,
    });
    const stored = await Project.query(t.db.knex).findById(response.body.id);
    expect(stored?.client).toBe(client);
  });

  it('uses clientAccess over company', async () => {
    const customer = await createUser(t.db.knex, {
      role: 'customer',
      company: 'Parent Holdings',
      clientAccess: 'Subsidiary Fund',
    });
    const response = await (await signIn(t.agent(), customer))
      .post('/api/projects')
      .send(validCustomerProject);
    expect(response.status).toBe(201);
    expect(response.body.client).toBe('Subsidiary Fund');
  });

  it('accepts its own client named explicitly', async () => {
    const client = uniqueClient();
    const response = await (await asCustomerOf(client))
      .post('/api/projects')
      .send({ ...validCustomerProject, client });
    expect(response.status).toBe(201);
    expect(response.body.client).toBe(client);
  });

  it('refuses another client with 403 and stores nothing', async () => {
    const client = uniqueClient();
    const other = uniqueClient();
    const response = await (await asCustomerOf(client))
      .post('/api/projects')
      .send({ ...validCustomerProject, client: other });
    expect(response.status).toBe(403);
    expect(response.text).toBe(`You can only create projects for ${client}`);
    expect(await Project.query(t.db.knex).whereIn('client', [client, other])).toEqual([]);
  });

  it('refuses a customer who is not linked to any client', async () => {
    const unlinked = await createUser(t.db.knex, { role: 'customer' });
    const response = await (await signIn(t.agent(), unlinked))
      .post('/api/projects')
      .send({ ...validCustomerProject, client: 'Anything Ltd' });
    expect(response.status).toBe(403);
    expect(response.text).toBe(
      'Your account is not linked to a client yet. Ask your administrator for access.',
    );
    expect(await Project.query(t.db.knex).where('client', 'Anything Ltd')).toEqual([]);
  });

  it.each([
    ['a missing project goal', { projectGoal: undefined }, 'Project goal is required'],
    ['a blank project goal', { projectGoal: '  ' }, 'Project goal is required'],
    ['a missing expert profile', { expertProfile: undefined }, 'Expert profile is required'],
    [
      'a missing number of experts',
      { numberOfExperts: undefined },
      'Number of experts is required',
    ],
    [
      'a number of experts off the list',
      { numberOfExperts: '3' },
      'Number of experts must be one of 5-10, 11-25, 26-50, 51-100, 100+',
    ],
    ['a missing timeline', { timeline: undefined }, 'Timeline is required'],
    [
      'a timeline off the list',
      { timeline: 'ASAP' },
      'Timeline must be one of 1-2 weeks, 3-4 weeks, 1-2 months, 3+ months',
    ],
    [
      'a missing interview duration',
      { interviewDurationMinutes: undefined },
      'Interview duration is required',
    ],
    [
      'an interview duration off the list',
      { interviewDurationMinutes: 90 },
      'Interview duration must be one of 15, 20, 30, 45, 60 minutes',
    ],
    [
      'an interview duration that is not a number',
      { interviewDurationMinutes: '30' },
      'Interview duration must be a whole number of minutes',
    ],
    ['a missing name', { name: undefined }, 'Project name is required'],
    ['no questions', { baseQuestions: [] }, 'At least one question is required'],
    ['a blank question', { baseQuestions: [''] }, 'Question cannot be empty'],
    [
      'more than 10 questions',
      { baseQuestions: Array.from({ length: 11 }, (_, i) => `Question ${i + 1}?`) },
      'At most 10 questions',
    ],
    [
      'a staff-only setting',
      { maxFollowupsPerQuestion: 3 },
      'Unknown field: maxFollowupsPerQuestion',
    ],
  ])('answers 400 for %s', async (_case, change, message) => {
    const client = uniqueClient();
    const response = await (await asCustomerOf(client))
      .post('/api/projects')
      .send({ ...validCustomerProject, ...change });
    expect(response.status).toBe(400);
    expect(response.text).toBe(message);
    expect(await Project.query(t.db.knex).where('client', client)).toEqual([]);
  });

  it('accepts exactly 10 questions', async () => {
    const baseQuestions = Array.from({ length: 10 }, (_, i) => `Question ${i + 1}?`);
    const response = await (await asCustomerOf(uniqueClient()))
      .post('/api/projects')
      .send({ ...validCustomerProject, baseQuestions });
    expect(response.status).toBe(201);
    expect(response.body.baseQuestions).toEqual(baseQuestions);
  });
});

describe('PATCH /api/projects/:id', () => {
  it('changes only the fields sent', async () => {
    const client = uniqueClient();
    const project = await createProject(t.db.knex, { client, description: 'Keep me' });
    const response = await (await asAdmin())
      .patch(`/api/projects/${project.id}`)
      .send({ name: 'Renamed', baseQuestions: ['Only question?'] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: project.id,
      name: 'Renamed',
      description: 'Keep me',
      client,
      baseQuestions: ['Only question?'],
      interviewDurationMinutes: 30,
    });
    const stored = await Project.query(t.db.knex).findById(project.id);
    expect(stored).toMatchObject({ name: 'Renamed', description: 'Keep me' });
  });

  it('clears the description when sent null', async () => {
    const project = await createProject(t.db.knex, { client: uniqueClient(), description: 'x' });
    const response = await (await asAdmin())
      .patch(`/api/projects/${project.id}`)
      .send({ description: null });
    expect(response.status).toBe(200);
    expect(response.body.description).toBeNull();
  });

  it('leaves the questions of existing interviews alone when base questions change', async () => {
    const project = await createProject(t.db.knex, { client: uniqueClient() });
    const { interview } = await createInterview(t.db.knex, project);
    const response = await (await asAdmin())
      .patch(`/api/projects/${project.id}`)
      .send({ baseQuestions: ['A brand new question?'] });
    expect(response.status).toBe(200);
    const questions = await Question.query(t.db.knex)
      .where('interview_id', interview.id)
      .orderBy('order_index');
    expect(questions.map((question) => question.questionText)).toEqual(project.baseQuestions);
  });

  it('lets a customer edit their own project, with the customer rules', async () => {
    const client = uniqueClient();
    const agent = await asCustomerOf(client);
    const project = await createProject(t.db.knex, { client });
    const ok = await agent
      .patch(`/api/projects/${project.id}`)
      .send({ timeline: '1-2 months', numberOfExperts: '100+' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ timeline: '1-2 months', numberOfExperts: '100+', client });

    for (const [change, message] of [
      [{ timeline: 'soon' }, 'Timeline must be one of 1-2 weeks, 3-4 weeks, 1-2 months, 3+ months'],
      [{ projectGoal: '' }, 'Project goal is required'],
      [{ expertProfile: null }, 'Expert profile is required'],
      [
        { interviewDurationMinutes: 120 },
        'Interview duration must be one of 15, 20, 30, 45, 60 minutes',
      ],
      [{ baseQuestions: Array.from({ length: 11 }, () => 'Q?') }, 'At most 10 questions'],
      [{ maxFollowupsPerQuestion: 0 }, 'Unknown field: maxFollowupsPerQuestion'],
    ] as const) {
      const response = await agent.patch(`/api/projects/${project.id}`).send(change);
      expect(response.status).toBe(400);
      expect(response.text).toBe(message);
    }
  });

  it.each([
    [{ name: '' }, 'Project name is required'],
    [{ client: ' ' }, 'Client is required'],
    [{ client: 'prj_x' }, PROJECT_ID_LIKE_NAME],
    [{ baseQuestions: [] }, 'At least one question is required'],
    [{ baseQuestions: ['ok', ''] }, 'Question cannot be empty'],
    [{}, 'Nothing to update'],
    [{ id: 'prj_other' }, 'Unknown field: id'],
  ])('answers 400 to %j', async (change, message) => {
    const project = await createProject(t.db.knex, { client: uniqueClient() });
    const response = await (await asAdmin()).patch(`/api/projects/${project.id}`).send(change);
    expect(response.status).toBe(400);
    expect(response.text).toBe(message);
    const stored = await Project.query(t.db.knex).findById(project.id);
    expect(stored?.name).toBe(project.name);
  });

  it('answers 404 for an unknown project', async () => {
    const response = await (await asAdmin()).patch('/api/projects/prj_missing').send({ name: 'x' });
    expect(response.status).toBe(404);
    expect(response.text).toBe('Project not found');
  });

  it("refuses a customer another client's project, and moving their own elsewhere", async () => {
    const client = uniqueClient();
    const agent = await asCustomerOf(client);
    const foreign = await createProject(t.db.knex, { client: uniqueClient() });
    const forbidden = await agent.patch(`/api/projects/${foreign.id}`).send({ name: 'Mine now' });
    expect(forbidden.status).toBe(403);

    const own = await createProject(t.db.knex, { client });
    const other = uniqueClient();
    const moved = await agent.patch(`/api/projects/${own.id}`).send({ client: other });
    expect(moved.status).toBe(403);
    expect(moved.text).toBe(`You can only assign projects to ${client}`);
    const same = await agent.patch(`/api/projects/${own.id}`).send({ client, name: 'Same client' });
    expect(same.status).toBe(200);

    const stored = await Project.query(t.db.knex).findByIds([foreign.id, own.id]);
    expect(stored.map((project) => project.client).sort()).toEqual([foreign.client, client].sort());
    expect(stored.find((project) => project.id === foreign.id)?.name).toBe(foreign.name);
  });

  it('lets an admin move a project to another client only while it has no interviews', async () => {
    const agent = await asAdmin();
    const empty = await createProject(t.db.knex, { client: uniqueClient() });
    const target = uniqueClient();
    const moved = await agent.patch(`/api/projects/${empty.id}`).send({ client: target });
    expect(moved.status).toBe(200);
    expect(moved.body.client).toBe(target);

    const busy = await createProject(t.db.knex, { client: uniqueClient() });
    await createInterview(t.db.knex, busy);
    const refused = await agent.patch(`/api/projects/${busy.id}`).send({ client: target });
    expect(refused.status).toBe(409);
    expect(refused.text).toBe('This project already has interviews, so its client cannot change');
    expect((await Project.query(t.db.knex).findById(busy.id))?.client).toBe(busy.client);
  });

  it('answers 401 signed out and 403 to an expert', async () => {
    const project = await createProject(t.db.knex, { client: uniqueClient() });
    const path = `/api/projects/${project.id}`;
    expect((await t.request().patch(path).send({ name: 'x' })).status).toBe(401);
    expect((await (await asExpert()).patch(path).send({ name: 'x' })).status).toBe(403);
    expect((await Project.query(t.db.knex).findById(project.id))?.name).toBe(project.name);
  });
});
