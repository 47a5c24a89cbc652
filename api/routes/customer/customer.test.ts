import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../models';
import { createCustomer, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  CLIENT_A,
  CLIENT_B,
  clientUrl,
  createResearchData,
  type ResearchData,
} from './researchFixture';

let t: TestApp;
let data: ResearchData;
let admin: User;
let customerA: User;
let customerB: User;
let expert: User;
let unscopedCustomer: User;

beforeAll(async () => {
  t = await createTestApp();
  const knex = t.db.knex;
  data = await createResearchData(knex);
  admin = await createUser(knex, { role: 'admin' });
  customerA = await createCustomer(knex, CLIENT_A);
  customerB = await createCustomer(knex, CLIENT_B);
  expert = await createUser(knex, { role: 'expert', email: 'someone@expert.test' });
  unscopedCustomer = await createUser(knex, { role: 'customer' });
});
afterAll(() => t.close());

type Call = (agent: supertest.Agent | ReturnType<TestApp['request']>) => supertest.Test;

const calls: Record<string, Call> = {
  'GET insights': (agent) => agent.get(clientUrl(CLIENT_A, 'insights')),
  'POST generate-insights': (agent) => agent.post(clientUrl(CLIENT_A, 'generate-insights')),
  'POST ask-ai': (agent) =>
    agent
      .post(clientUrl(CLIENT_A, 'ask-ai'))
      .send({ question: 'How do firms handle data quality?', useWebSearch: false }),
  'POST generate-analysis (graph)': (agent) =>
    agent.post(clientUrl(CLIENT_A, 'generate-analysis')).send({
      type: 'graph',
      question: 'How often does cloud come up?',
      graphType: 'bar',
      parameters: ['cloud'],
    }),
  'POST generate-analysis (list)': (agent) =>
    agent
      .post(clientUrl(CLIENT_A, 'generate-analysis'))
      .send({ type: 'list', question: 'What are the obstacles?' }),
};

describe.each(Object.entries(calls))('%s on client A', (_name, call) => {
  it('answers 401 when signed out', async () => {
    const response = await call(t.request());
    expect(response.status).toBe(401);
    expect(response.text).toBe('Please sign in to continue');
  });

  it('answers 403 to an expert', async () => {
    const response = await call(await signIn(t.agent(), expert));
    expect(response.status).toBe(403);
  });

  it("answers 403 to another client's customer and to a customer without a client", async () => {
    for (const user of [customerB, unscopedCustomer]) {
      const response = await call(await signIn(t.agent(), user));
      expect(response.status).toBe(403);
      expect(response.text).toBe("You don't have access to this client's data");
    }
  });

  it("serves client A's own customer and admins", async () => {
    for (const user of [customerA, admin]) {
      const response = await call(await signIn(t.agent(), user));
      expect(response.status).toBe(200);
    }
  });
});

describe('transcriptIds outside the client', () => {
  const bodies = () => [
    { path: 'ask-ai', body: { question: 'What about payments?', useWebSearch: false } },
    {
      path: 'generate-analysis',
      body: { type: 'graph', question: 'Payments?', graphType: 'pie', parameters: ['payments'] },
    },
    { path: 'generate-analysis', body: { type: 'list', question: 'Payments?' } },
  ];

  it("answer 403 when one id is another client's interview, even for an admin", async () => {
    const storedBefore = await t.db.knex('analyses').count<{ count: number }[]>('* as count');
    for (const user of [customerA, admin]) {
      const agent = await signIn(t.agent(), user);
      for (const { path, body } of bodies()) {
        const response = await agent
          .post(clientUrl(CLIENT_A, path))
          .send({ ...body, transcriptIds: [data.interviewsA[0]!.id, data.interviewB.id] });
        expect(response.status).toBe(403);
        expect(response.text).toBe(
          "Some of those transcripts are not among this client's interviews",
        );
      }
    }
    const storedAfter = await t.db.knex('analyses').count<{ count: number }[]>('* as count');
    expect(storedAfter[0]!.count).toBe(storedBefore[0]!.count);
  });

  it('answer 403 for an id that does not exist', async () => {
    const agent = await signIn(t.agent(), customerA);
    for (const { path, body } of bodies()) {
      const response = await agent
        .post(clientUrl(CLIENT_A, path))
        .send({ ...body, transcriptIds: ['int_does_not_exist'] });
      expect(response.status).toBe(403);
    }
  });
});

describe('validation', () => {
  let agent: supertest.Agent;
  beforeAll(async () => {
    agent = await signIn(t.agent(), customerA);
  });

  const expect400 = async (path: string, body: object, message: string) => {
    const response = await agent.post(clientUrl(CLIENT_A, path)).send(body);
    expect(response.status).toBe(400);
    expect(response.text).toBe(message);
  };

  it('ask-ai needs a non-blank question and a boolean useWebSearch', async () => {
    await expect400('ask-ai', { useWebSearch: false }, 'Question is required');
    await expect400('ask-ai', { question: '   ', useWebSearch: false }, 'Question is required');
    await expect400('ask-ai', { question: 42 }, 'Question is required');
    await expect400(
      'ask-ai',
      { question: 'Cloud?', useWebSearch: 'yes' },
      'useWebSearch must be true or false',
    );
    await expect400(
      'ask-ai',
      { question: 'Cloud?', transcriptIds: 'int_1' },
      'transcriptIds must be a list of interview ids',
    );
    await expect400('ask-ai', { question: 'Cloud?', model: 'gpt' }, 'Unknown field: model');
  });

  it('generate-analysis checks type, question, graph type and parameters', async () => {
    await expect400(
      'generate-analysis',
      { type: 'table', question: 'x' },
      'Type must be graph or list',
    );
    await expect400('generate-analysis', { type: 'list' }, 'Question is required');
    await expect400(
      'generate-analysis',
      { type: 'graph', question: 'x', graphType: 'radar', parameters: ['a'] },
      'Graph type must be bar, pie or line',
    );
    await expect400(
      'generate-analysis',
      { type: 'graph', question: 'x', graphType: 'bar', parameters: [' ', ''] },
      'At least one parameter is required',
    );
    await expect400(
      'generate-analysis',
      { type: 'graph', question: 'x', graphType: 'bar', parameters: 'cloud, cost' },
      'Parameters must be a list',
    );
  });

  it('generate-insights accepts no fields', async () => {
    await expect400('generate-insights', { force: true }, 'Unknown field: force');
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const response = await agent
      .post(clientUrl(CLIENT_A, 'ask-ai'))
      .set('Content-Type', 'application/json')
      .send('{"question": ');
    expect(response.status).toBe(400);
  });
});
