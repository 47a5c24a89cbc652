import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalysisResult,
  AnalysisResultListSchema,
  AnalysisResultSchema,
  AskAiResponseSchema,
} from '../../../sync/contract';
import type { Project } from '../../models';
import {
  createAnswer,
  createCustomer,
  createInterview,
  createProject,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  CLIENT_A,
  CLIENT_B,
  clientUrl,
  createResearchData,
  type ResearchData,
} from './researchFixture';

/**
 * The project dashboard's calls: ask-ai and generate-analysis limited to one project's
 * interviews with `projectId`, and the stored analyses listed per project.
 */
let t: TestApp;
let data: ResearchData;
let customerA: supertest.Agent;
let customerB: supertest.Agent;
/** A second Meridian project whose only expert talks about hedging. */
let hedgingProject: Project;

beforeAll(async () => {
  t = await createTestApp();
  data = await createResearchData(t.db.knex);
  hedgingProject = await createProject(t.db.knex, {
    client: CLIENT_A,
    name: 'Hedging practices',
    baseQuestions: ['How do you hedge currency risk?'],
  });
  const { questions } = await createInterview(t.db.knex, hedgingProject, {
    expertName: 'Tomas Weber',
    company: 'Alpine Treasury',
    status: 'completed',
  });
  await createAnswer(
    t.db.knex,
    questions[0]!,
    'We hedge currency risk with rolling forwards. ESG integration plays no part in our hedging desk.',
  );
  customerA = await signIn(t.agent(), await createCustomer(t.db.knex, CLIENT_A));
  customerB = await signIn(t.agent(), await createCustomer(t.db.knex, CLIENT_B));
});
afterAll(() => t.close());

async function generate(body: object, caller = customerA): Promise<AnalysisResult> {
  const response = await caller.post(clientUrl(CLIENT_A, 'generate-analysis')).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return AnalysisResultSchema.parse(response.body);
}

async function listed(projectId?: string, caller = customerA) {
  const url = clientUrl(CLIENT_A, 'analyses');
  const response = await caller.get(url).query(projectId ? { projectId } : {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return AnalysisResultListSchema.parse(response.body);
}

const esgGraph = (projectId?: string) => ({
  type: 'graph',
  question: 'Who mentions ESG?',
  graphType: 'bar',
  parameters: ['ESG'],
  ...(projectId ? { projectId } : {}),
});

describe('projectId limits a call to that project', () => {
  it('counts only the project’s answers in a graph', async () => {
    const whole = await generate(esgGraph());
    const hedging = await generate(esgGraph(hedgingProject.id));
    const outlook = await generate(esgGraph(data.projectA.id));
    expect(hedging).toMatchObject({ dataPoints: 1, companies: ['Alpine Treasury'] });
    expect(hedging.series[0]).toMatchObject({ parameter: 'ESG', total: 1 });
    // The outlook project: three experts, eight real answers (one question skipped).
    expect(outlook.companies).toEqual(['Crestline Capital', 'Northwind Bank', 'Summit Partners']);
    expect(outlook.dataPoints).toBe(8);
    expect(whole.dataPoints).toBe(outlook.dataPoints + hedging.dataPoints);
  });

  it('cites only the project’s answers in Ask AI', async () => {
    const response = await customerA.post(clientUrl(CLIENT_A, 'ask-ai')).send({
      question: 'What do experts say about ESG integration?',
      projectId: hedgingProject.id,
    });
    expect(response.status).toBe(200);
    const result = AskAiResponseSchema.parse(response.body);
    expect(result.citations.length).toBeGreaterThan(0);
    expect(new Set(result.citations.map((citation) => citation.company))).toEqual(
      new Set(['Alpine Treasury']),
    );
  });

  it('narrows transcriptIds further, and reads nothing when they lie outside the project', async () => {
    const northwind = data.interviewsA[0]!;
    const one = await generate({ ...esgGraph(data.projectA.id), transcriptIds: [northwind.id] });
    expect(one.companies).toEqual([northwind.company]);
    const none = await generate({ ...esgGraph(hedgingProject.id), transcriptIds: [northwind.id] });
    expect(none).toMatchObject({ dataPoints: 0, companies: [] });
  });

  it('refuses another client’s project or an unknown one with 403, storing nothing', async () => {
    const before = await t.db.knex('analyses').count<{ count: number }[]>('* as count');
    for (const projectId of [data.projectB.id, 'prj_unknown']) {
      const response = await customerA
        .post(clientUrl(CLIENT_A, 'generate-analysis'))
        .send(esgGraph(projectId));
      expect(response.status).toBe(403);
      expect(response.text).toBe("That project is not among this client's projects");
      const asked = await customerA
        .post(clientUrl(CLIENT_A, 'ask-ai'))
        .send({ question: 'ESG?', projectId });
      expect(asked.status).toBe(403);
    }
    const after = await t.db.knex('analyses').count<{ count: number }[]>('* as count');
    expect(after[0]!.count).toBe(before[0]!.count);
  });
});

describe('GET /api/customer/:client/analyses', () => {
  it('lists a project’s graphs and lists, newest first, and the client-wide ones apart', async () => {
    const fresh = await createProject(t.db.knex, { client: CLIENT_A, name: 'Empty so far' });
    expect(await listed(fresh.id)).toEqual([]);
    const graph = await generate(esgGraph(fresh.id));
    const list = await generate({ type: 'list', question: 'Main themes?', projectId: fresh.id });
    expect((await listed(fresh.id)).map((analysis) => analysis.id)).toEqual([list.id, graph.id]);
    expect(await listed(fresh.id)).toEqual([list, graph]);

    const clientWide = await listed();
    expect(clientWide.map((analysis) => analysis.id)).not.toContain(graph.id);
    expect(clientWide.length).toBeGreaterThan(0);
  });

  it('never lists Ask AI exchanges or summaries', async () => {
    const kinds = await t.db
      .knex('analyses')
      .where({ client: CLIENT_A })
      .distinct('kind')
      .pluck('kind');
    expect(kinds).toContain('ask-ai');
    const ids = new Set([
      ...(await listed()).map((analysis) => analysis.id),
      ...(await listed(hedgingProject.id)).map((analysis) => analysis.id),
    ]);
    const rows = await t.db
      .knex('analyses')
      .whereIn('id', [...ids])
      .pluck('kind');
    expect(new Set(rows)).toEqual(new Set(['graph']));
  });

  it('is closed to another client’s customer and checks its query', async () => {
    const refused = await customerB.get(clientUrl(CLIENT_A, 'analyses'));
    expect(refused.status).toBe(403);
    const unknownKey = await customerA.get(clientUrl(CLIENT_A, 'analyses')).query({ page: 2 });
    expect(unknownKey.status).toBe(400);
  });
});
