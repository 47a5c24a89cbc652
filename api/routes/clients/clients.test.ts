import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../sync/contract';
import { PROJECT_ID_LIKE_NAME } from '../../../sync/contract/projectIds';
import { requestImpliedAccess } from '../../db/migrations/009_client_access';
import type { User } from '../../models';
import { bearer, issueApiToken } from '../../test/apiTokens';
import {
  createAdmin,
  createCustomer,
  createProject,
  createUser,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let admin: supertest.Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.agent(), await createAdmin(t.db.knex));
});
afterAll(() => t.close());

let counter = 0;
/** A client name no other test uses. */
const uniqueClient = (stem = 'Client') => `${stem} ${++counter} Holdings`;

async function register(company: string | null, agent = t.agent()) {
  const username = `registrant${++counter}`;
  const response = await agent
    .post('/api/register')
    .send({ username, password: TEST_PASSWORD, email: `${username}@example.test`, company });
  expect(response.status, response.text).toBe(201);
  return { agent, body: response.body, username };
}

const auditEvents = (action: string, client: string) =>
  t.db.knex('audit_events').where({ action, client }).orderBy('occurred_at');

const requestsOf = (userId: string) =>
  t.db.knex('client_access_requests').where({ user_id: userId }).select('id', 'client');

const clientsOf = async (agent: supertest.Agent) => {
  const response = await agent.get('/api/projects');
  expect(response.status, response.text).toBe(200);
  return (response.body as { client: string }[]).map((project) => project.client);
};

async function clientEntry(name: string) {
  const response = await admin.get('/api/clients');
  expect(response.status, response.text).toBe(200);
  return (response.body as Client[]).find((client) => client.name === name);
}

describe('registering with the name of a client', () => {
  it('gets no access to a client a project names, only a request (the reported attack)', async () => {
    const client = uniqueClient('Acme');
    await createProject(t.db.knex, { client, name: 'Acme secrets' });
    const { agent, body } = await register(client.toUpperCase());

    expect(body.clientAccess).toBeNull();
    expect(body.clientAccessStatus).toEqual({
      client: null,
      pendingRequest: { client, requestedAt: expect.any(String) },
      message: `Your access to ${client} is waiting for approval by a Parley administrator or a member of ${client}.`,
    });
    expect(await clientsOf(agent)).toEqual([]);
    for (const name of [client, client.toUpperCase()]) {
      const insights = await agent.get(`/api/customer/${encodeURIComponent(name)}/insights`);
      expect(insights.status).toBe(403);
    }
    const newProject = await agent.post('/api/projects').send({
      name: 'Sneaky',
      description: 'A project under the client I named',
      projectGoal: 'See their data',
      expertProfile: 'Anyone',
      numberOfExperts: '5-10',
      timeline: '3-4 weeks',
      interviewDurationMinutes: 30,
      baseQuestions: ['Anything?'],
    });
    expect(newProject.status, newProject.text).toBe(403);
    const [requested] = await auditEvents('client_access.requested', client);
    expect(requested).toMatchObject({ subject_type: 'user', actor_username: body.username });
  });

  it('gets no access to a client someone holds, nor to one someone already waits for', async () => {
    const held = uniqueClient();
    await createCustomer(t.db.knex, held);
    const waitedFor = uniqueClient();
    await register(waitedFor.toLowerCase()); // first claimant: holds it
    const second = await register(waitedFor);
    expect(second.body.clientAccess).toBeNull();
    expect(second.body.clientAccessStatus.pendingRequest.client).toBe(waitedFor.toLowerCase());

    const third = await register(` ${held} `);
    expect(third.body.clientAccessStatus.pendingRequest.client).toBe(held);

    // A name with only a waiting request (nobody holds it, no project) is still in use.
    const requestedOnly = uniqueClient();
    const lonely = await createUser(t.db.knex, { role: 'customer' });
    await t.db.knex('client_access_requests').insert({
      id: `car_test_${counter}`,
      user_id: lonely.id,
      client: requestedOnly,
    });
    const late = await register(requestedOnly);
    expect(late.body.clientAccess).toBeNull();
  });

  it('lets the first claimant of an unused name hold it, and sees projects made for it later', async () => {
    const client = uniqueClient('NewCo');
    const { agent, body } = await register(client);
    expect(body.clientAccess).toBe(client);
    expect(body.clientAccessStatus).toMatchObject({
      client,
      pendingRequest: null,
      message: `You have access to ${client}.`,
    });
    const [granted] = await auditEvents('client_access.granted', client);
    expect(granted.details).toEqual({ username: body.username, via: 'first_claim' });

    // The admin sees the membership before any project exists...
    expect(await clientEntry(client)).toMatchObject({
      projectCount: 0,
      members: [{ userId: body.id, username: body.username, grantedAt: expect.any(String) }],
      requests: [],
    });
    // ...and a project the admin then creates under that name is the claimant's.
    const created = await admin.post('/api/projects').send({
      name: 'NewCo onboarding study',
      description: null,
      client,
      baseQuestions: ['What do you need?'],
    });
    expect(created.status, created.text).toBe(201);
    expect(await clientsOf(agent)).toEqual([client]);
    expect((await clientEntry(client))?.projectCount).toBe(1);
  });

  it('gives an account without a company no client and no request', async () => {
    const { agent, body } = await register(null);
    expect(body.clientAccessStatus).toEqual({
      client: null,
      pendingRequest: null,
      message: expect.stringContaining('not linked to a client yet'),
    });
    expect(await requestsOf(body.id)).toEqual([]);
    expect((await agent.get('/api/client-access')).body).toEqual(body.clientAccessStatus);
  });

  it('lets only one of two simultaneous registrants claim a new name', async () => {
    const client = uniqueClient('Race');
    const [a, b] = await Promise.all([register(client), register(client)]);
    const holders = [a, b].filter((r) => r.body.clientAccess === client);
    const waiting = [a, b].filter((r) => r.body.clientAccessStatus.pendingRequest !== null);
    expect(holders).toHaveLength(1);
    expect(waiting).toHaveLength(1);
  });

  it('opens no account for an inquiry naming a known client, and claims an unused one', async () => {
    const client = uniqueClient();
    await createProject(t.db.knex, { client });
    const known = await t
      .request()
      .post('/api/project-inquiries')
      .send({
        companyName: client.toLowerCase(),
        companySize: '11-50',
        contactEmail: `inquirer${++counter}@example.test`,
      });
    expect(known.status, known.text).toBe(201);
    expect(known.body.user).toBeUndefined();

    const fresh = uniqueClient('Inquiring');
    const unused = await t
      .request()
      .post('/api/project-inquiries')
      .send({
        companyName: fresh,
        companySize: '11-50',
        contactEmail: `inquirer${++counter}@example.test`,
      });
    expect(unused.status, unused.text).toBe(201);
    const user = await t.db.knex('users').where({ id: unused.body.user.id }).first();
    expect(user.client_access).toBe(fresh);
    expect(await auditEvents('client_access.granted', fresh)).toHaveLength(1);
  });

  it('keeps refusing client names that start with prj_', async () => {
    const response = await t
      .request()
      .post('/api/register')
      .send({ username: `prj${++counter}`, password: TEST_PASSWORD, company: 'prj_x' });
    expect(response.status).toBe(400);
    expect(response.text).toBe(PROJECT_ID_LIKE_NAME);
    const grant = await admin.post('/api/clients/prj_x/members').send({ user: 'anyone' });
    expect(grant.status).toBe(400);
    expect(grant.text).toBe(PROJECT_ID_LIKE_NAME);
  });
});

describe('POST /api/client-access/request', () => {
  const ask = (agent: supertest.Agent, client: string) =>
    agent.post('/api/client-access/request').send({ client });

  it('lets a customer without a client ask for one: a request for a used name, a claim for an unused one', async () => {
    const { agent, body } = await register(null);
    const used = uniqueClient();
    await createProject(t.db.knex, { client: used });
    const waiting = await ask(agent, used.toLowerCase());
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.body).toMatchObject({ client: null, pendingRequest: { client: used } });

    const fresh = uniqueClient('Fresh');
    const claimed = await ask(agent, fresh);
    expect(claimed.body).toMatchObject({ client: fresh, pendingRequest: null });
    expect(await requestsOf(body.id)).toEqual([]);
    expect(await clientsOf(agent)).toEqual([]);
  });

  it('refuses a customer who has a client already, and every other role', async () => {
    const member = await t.asCustomerOf(uniqueClient());
    const again = await ask(member, uniqueClient());
    expect(again.status).toBe(409);
    expect(again.text).toContain('You already have access to');
    expect((await ask(admin, uniqueClient())).status).toBe(403);
    expect((await ask(t.agent(), uniqueClient())).status).toBe(401);
    const { agent } = await register(null);
    expect((await ask(agent, 'prj_lookalike')).status).toBe(400);
  });
});

describe('GET /api/clients', () => {
  it('lists every client known from projects, grants and requests, with members and requests', async () => {
    const fromProject = uniqueClient('Aardvark');
    const fromGrant = uniqueClient('Aardvark');
    const fromRequest = uniqueClient('Aardvark');
    await createProject(t.db.knex, { client: fromProject });
    await createProject(t.db.knex, { client: fromProject });
    const member = await createCustomer(t.db.knex, fromGrant, { fullName: 'Gail Grant' });
    const waiting = await createUser(t.db.knex, { role: 'customer', fullName: 'Rita Request' });
    await t.db.knex('client_access_requests').insert({
      id: `car_list_${counter}`,
      user_id: waiting.id,
      client: fromRequest,
    });
    const response = await admin.get('/api/clients');
    expect(response.status).toBe(200);
    const byName = new Map((response.body as { name: string }[]).map((c) => [c.name, c]));
    expect(byName.get(fromProject)).toEqual({
      name: fromProject,
      projectCount: 2,
      members: [],
      requests: [],
    });
    expect(byName.get(fromGrant)).toMatchObject({
      projectCount: 0,
      members: [{ userId: member.id, fullName: 'Gail Grant' }],
    });
    expect(byName.get(fromRequest)).toMatchObject({
      requests: [
        {
          id: `car_list_${counter}`,
          userId: waiting.id,
          fullName: 'Rita Request',
          client: fromRequest,
          requestedAt: expect.any(String),
        },
      ],
    });
    // Sorted by name, letter case aside.
    const names = (response.body as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('is for admins only; a member sees their own client and no other', async () => {
    const client = uniqueClient();
    const member = await t.asCustomerOf(client);
    expect((await member.get('/api/clients')).status).toBe(403);
    expect((await (await t.asExpert()).get('/api/clients')).status).toBe(403);
    expect((await t.request().get('/api/clients')).status).toBe(401);
    const own = await member.get(`/api/clients/${encodeURIComponent(client)}`);
    expect(own.status).toBe(200);
    expect(own.body.members).toHaveLength(1);
    const other = await member.get(`/api/clients/${encodeURIComponent(uniqueClient())}`);
    expect(other.status).toBe(403);
    const otherCase = await member.get(`/api/clients/${encodeURIComponent(client.toUpperCase())}`);
    expect(otherCase.status).toBe(403);
  });
});

describe('granting and removing access as an admin', () => {
  it('grants by username, e-mail or user id; a second grant changes nothing', async () => {
    const client = uniqueClient();
    await createProject(t.db.knex, { client });
    const path = `/api/clients/${encodeURIComponent(client)}/members`;
    const byUsername = await createUser(t.db.knex, { role: 'customer' });
    const byEmail = await createUser(t.db.knex, {
      role: 'customer',
      email: `e${++counter}@x.test`,
    });
    const byId = await createUser(t.db.knex, { role: 'customer' });
    for (const [user, ref] of [
      [byUsername, byUsername.username.toUpperCase()],
      [byEmail, ` ${byEmail.email!.toUpperCase()} `],
      [byId, byId.id],
    ] as const) {
      const response = await admin.post(path).send({ user: ref });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({ userId: user.id, grantedAt: expect.any(String) });
      const agent = await signIn(t.agent(), user);
      expect(await clientsOf(agent)).toEqual([client]);
    }
    const again = await admin.post(path).send({ user: byId.id });
    expect(again.status).toBe(200);
    expect(await auditEvents('client_access.granted', client)).toHaveLength(3);
  });

  it('grants under the spelling Parley already uses for the client', async () => {
    const client = uniqueClient('Spelling');
    await createProject(t.db.knex, { client });
    const user = await createUser(t.db.knex, { role: 'customer' });
    const response = await admin
      .post(`/api/clients/${encodeURIComponent(client.toLowerCase())}/members`)
      .send({ user: user.username });
    expect(response.status).toBe(200);
    expect((await t.db.knex('users').where({ id: user.id }).first()).client_access).toBe(client);
  });

  it('refuses unknown accounts, non-customers and members of another client', async () => {
    const client = uniqueClient();
    const path = `/api/clients/${encodeURIComponent(client)}/members`;
    const unknown = await admin.post(path).send({ user: 'nobody-at-all' });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe('No account matches "nobody-at-all"');
    const expert = await createUser(t.db.knex, { role: 'expert', email: `x${++counter}@x.test` });
    const notCustomer = await admin.post(path).send({ user: expert.username });
    expect(notCustomer.status).toBe(400);
    expect(notCustomer.text).toContain('is not a customer account');
    const elsewhere = await createCustomer(t.db.knex, uniqueClient());
    const taken = await admin.post(path).send({ user: elsewhere.username });
    expect(taken.status).toBe(409);
    expect(taken.text).toContain(`already has access to ${elsewhere.clientAccess}`);
    const blank = await admin.post(path).send({ user: '  ' });
    expect(blank.status).toBe(400);
  });

  it('removes access, effective on the very next request of a signed-in member', async () => {
    const client = uniqueClient();
    await createProject(t.db.knex, { client });
    const member = await createCustomer(t.db.knex, client);
    const agent = await signIn(t.agent(), member);
    expect(await clientsOf(agent)).toEqual([client]);

    const path = `/api/clients/${encodeURIComponent(client)}/members/${member.id}`;
    const removed = await admin.delete(path);
    expect(removed.status, removed.text).toBe(200);
    expect(await clientsOf(agent)).toEqual([]);
    const insights = await agent.get(`/api/customer/${encodeURIComponent(client)}/insights`);
    expect(insights.status).toBe(403);
    expect((await agent.get('/api/client-access')).body).toMatchObject({ client: null });
    const [event] = await auditEvents('client_access.removed', client);
    expect(event).toMatchObject({ subject_id: member.id, details: { username: member.username } });

    const twice = await admin.delete(path);
    expect(twice.status).toBe(404);
  });

  it("takes a member's API token out of the client as well", async () => {
    const client = uniqueClient();
    await createProject(t.db.knex, { client });
    const member = await createCustomer(t.db.knex, client);
    const token = bearer(await issueApiToken(t.db.knex, member));
    const projects = () => t.request().get('/api/projects').set('Authorization', token);
    expect((await projects()).body).toHaveLength(1);
    await admin.delete(`/api/clients/${encodeURIComponent(client)}/members/${member.id}`);
    const after = await projects();
    expect(after.status).toBe(200);
    expect(after.body).toEqual([]);
  });
});

describe('access requests', () => {
  async function waitingFor(client: string) {
    await createProject(t.db.knex, { client });
    const { agent, body } = await register(client);
    const [request] = await requestsOf(body.id);
    return { agent, user: body as { id: string; username: string }, requestId: request.id };
  }
  const requestPath = (client: string, id: string, decision: 'approve' | 'decline') =>
    `/api/clients/${encodeURIComponent(client)}/requests/${id}/${decision}`;

  it('an admin approves: the customer sees the client on the next request', async () => {
    const client = uniqueClient();
    const { agent, user, requestId } = await waitingFor(client);
    expect(await clientsOf(agent)).toEqual([]);
    const approved = await admin.post(requestPath(client, requestId, 'approve'));
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ userId: user.id });
    expect(await clientsOf(agent)).toEqual([client]);
    expect(await requestsOf(user.id)).toEqual([]);
    const [event] = await auditEvents('client_access.granted', client);
    expect(event.details).toEqual({ username: user.username, via: 'request', requestId });
  });

  it('an admin declines: the account stays without access and the request is gone', async () => {
    const client = uniqueClient();
    const { agent, user, requestId } = await waitingFor(client);
    const declined = await admin.post(requestPath(client, requestId, 'decline'));
    expect(declined.status).toBe(200);
    expect(await requestsOf(user.id)).toEqual([]);
    expect(await clientsOf(agent)).toEqual([]);
    expect((await agent.get('/api/client-access')).body).toMatchObject({
      client: null,
      pendingRequest: null,
    });
    expect(await auditEvents('client_access.declined', client)).toHaveLength(1);
    expect((await admin.post(requestPath(client, requestId, 'approve'))).status).toBe(404);
  });

  it('a member approves, declines and grants for their own client', async () => {
    const client = uniqueClient();
    const { user: first, requestId: firstRequest } = await waitingFor(client);
    const { requestId: secondRequest } = await waitingFor(client);
    const member = await t.asCustomerOf(client);
    const approved = await member.post(requestPath(client, firstRequest, 'approve'));
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.userId).toBe(first.id);
    expect((await member.post(requestPath(client, secondRequest, 'decline'))).status).toBe(200);
    const colleague = await createUser(t.db.knex, { role: 'customer' });
    const granted = await member
      .post(`/api/clients/${encodeURIComponent(client)}/members`)
      .send({ user: colleague.username });
    expect(granted.status).toBe(200);
    const team = await member.get(`/api/clients/${encodeURIComponent(client)}`);
    expect(team.body.members).toHaveLength(3);
  });

  it('a member of X cannot grant, approve, decline or remove for Y', async () => {
    const x = uniqueClient('X');
    const y = uniqueClient('Y');
    const { user: waiting, requestId } = await waitingFor(y);
    const memberOfX = await t.asCustomerOf(x);
    const stranger = await createUser(t.db.knex, { role: 'customer' });

    const grant = await memberOfX
      .post(`/api/clients/${encodeURIComponent(y)}/members`)
      .send({ user: stranger.username });
    expect(grant.status).toBe(403);
    expect((await memberOfX.post(requestPath(y, requestId, 'approve'))).status).toBe(403);
    expect((await memberOfX.post(requestPath(y, requestId, 'decline'))).status).toBe(403);
    // Y's request through X's own path is not X's to decide either.
    expect((await memberOfX.post(requestPath(x, requestId, 'approve'))).status).toBe(404);
    const memberOfY = await createCustomer(t.db.knex, y);
    const remove = await memberOfX.delete(
      `/api/clients/${encodeURIComponent(y)}/members/${memberOfY.id}`,
    );
    expect(remove.status).toBe(403);
    // Nor may a member of Y remove anyone: removal is for admins.
    const ownRemove = await (await signIn(t.agent(), memberOfY)).delete(
      `/api/clients/${encodeURIComponent(y)}/members/${memberOfY.id}`,
    );
    expect(ownRemove.status).toBe(403);
    // Nor pull a member of Y into X.
    const pull = await memberOfX
      .post(`/api/clients/${encodeURIComponent(x)}/members`)
      .send({ user: memberOfY.username });
    expect(pull.status).toBe(409);

    expect(await requestsOf(waiting.id)).toHaveLength(1);
    expect((await t.db.knex('users').where({ id: stranger.id }).first()).client_access).toBeNull();
    expect(await auditEvents('client_access.granted', y)).toEqual([]);
  });

  it('an admin grant settles a waiting request too', async () => {
    const client = uniqueClient();
    const { user } = await waitingFor(client);
    const response = await admin
      .post(`/api/clients/${encodeURIComponent(client)}/members`)
      .send({ user: user.username });
    expect(response.status).toBe(200);
    expect(await requestsOf(user.id)).toEqual([]);
  });
});

describe('migrating access implied by company', () => {
  it('turns company-only access into a waiting request and keeps explicit grants', async () => {
    const company = uniqueClient('Legacy');
    const implied: User = await createUser(t.db.knex, { role: 'customer', company });
    const granted = await createCustomer(t.db.knex, uniqueClient('Granted'));
    const expert = await createUser(t.db.knex, { role: 'expert', company: 'Some Bank' });
    expect(await requestImpliedAccess(t.db.knex)).toBeGreaterThanOrEqual(1);
    expect(await requestsOf(implied.id)).toEqual([{ id: expect.any(String), client: company }]);
    expect(await requestsOf(granted.id)).toEqual([]);
    expect(await requestsOf(expert.id)).toEqual([]);
    // Running it twice files nothing twice.
    await requestImpliedAccess(t.db.knex);
    expect(await requestsOf(implied.id)).toHaveLength(1);
  });
});
