import type supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalysisResult,
  AnalysisResultSchema,
  type GenerateAnalysisRequest,
  GenerateAnalysisRequestSchema,
} from '../../../sync/contract';
import type { AiProvider } from '../../ai/provider';
import { LocalAiProvider } from '../../ai/providers/local';
import { computeClientAnalysis } from '../../commands/analysisGenerator';
import { analysisProgressWriter } from '../../commands/analysisProgress';
import { ANALYSIS_FAILED_MESSAGE, ANALYSIS_RETRY } from '../../jobs/analysis';
import { Analysis } from '../../models';
import { createCustomer, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { CLIENT_A, CLIENT_B, clientUrl, createResearchData } from './researchFixture';

let t: TestApp;
let meridian: supertest.Agent;
let harbor: supertest.Agent;
let budgetMs: number;

const GRAPH: GenerateAnalysisRequest = {
  type: 'graph',
  question: 'How do banks discuss cloud and credit risk?',
  graphType: 'bar',
  parameters: ['cloud', 'credit risk', 'regulation'],
};
const LIST: GenerateAnalysisRequest = { type: 'list', question: 'What worries banks most?' };

beforeAll(async () => {
  t = await createTestApp();
  await createResearchData(t.db.knex);
  meridian = await signIn(t.agent(), await createCustomer(t.db.knex, CLIENT_A));
  harbor = await signIn(t.agent(), await createCustomer(t.db.knex, CLIENT_B));
  budgetMs = t.services.analysisBudgetMs;
});
afterEach(() => {
  t.services.analysisBudgetMs = budgetMs;
});
afterAll(() => t.close());

async function generate(body: GenerateAnalysisRequest, expectedStatus: number) {
  const response = await meridian.post(clientUrl(CLIENT_A, 'generate-analysis')).send(body);
  expect(response.status, response.text).toBe(expectedStatus);
  return AnalysisResultSchema.parse(response.body);
}

async function fetchAnalysis(id: string, caller = meridian, client = CLIENT_A) {
  return caller.get(`${clientUrl(client, 'analyses')}/${encodeURIComponent(id)}`);
}

/** What a computation yields, without the row's own fields and what was asked. */
function resultOf(analysis: AnalysisResult) {
  const {
    id: _id,
    createdAt: _at,
    status: _s,
    progress: _p,
    error: _e,
    parameters: _asked,
    ...result
  } = analysis;
  return result;
}

function directly(request: GenerateAnalysisRequest) {
  return computeClientAnalysis(t.db.knex, {
    client: CLIENT_A,
    request: GenerateAnalysisRequestSchema.parse(request),
    ai: t.services.ai,
  });
}

describe('generate-analysis as a job', () => {
  it('answers 200 with the finished analysis when it ends within the budget', async () => {
    const analysis = await generate(GRAPH, 200);
    expect(analysis).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(analysis.dataPoints).toBeGreaterThan(0);
    expect(resultOf(analysis)).toEqual(await directly(GRAPH));
  });

  it('answers 202 running with a budget of 0, then the GET shows the same result done', async () => {
    t.services.analysisBudgetMs = 0;
    for (const request of [GRAPH, LIST]) {
      const running = await generate(request, 202);
      expect(running).toMatchObject({
        status: 'running',
        progress: 0,
        error: null,
        type: request.type,
        question: request.question,
        parameters: request.type === 'graph' ? request.parameters : [],
        dataPoints: 0,
        series: [],
        items: [],
      });
      await t.services.jobs.onIdle();
      const response = await fetchAnalysis(running.id);
      expect(response.status).toBe(200);
      const done = AnalysisResultSchema.parse(response.body);
      expect(done).toMatchObject({
        id: running.id,
        status: 'done',
        progress: 100,
        error: null,
        parameters: running.parameters,
      });
      expect(resultOf(done)).toEqual(await directly(request));
    }
  });

  it('lists a running analysis with its progress', async () => {
    t.services.analysisBudgetMs = 0;
    const running = await generate(GRAPH, 202);
    const listed = await meridian.get(clientUrl(CLIENT_A, 'analyses'));
    const row = (listed.body as AnalysisResult[]).find(({ id }) => id === running.id);
    // The job may have finished by now; either way the row says where it is.
    expect(row?.status === 'running' || row?.status === 'done').toBe(true);
    expect(typeof row?.progress).toBe('number');
    await t.services.jobs.onIdle();
  });

  it('reports rising progress through the computation, ending at 1', async () => {
    const reported: number[] = [];
    await computeClientAnalysis(t.db.knex, {
      client: CLIENT_A,
      request: GenerateAnalysisRequestSchema.parse(GRAPH),
      ai: t.services.ai,
      onProgress: async (fraction) => {
        reported.push(fraction);
      },
    });
    expect(reported.length).toBeGreaterThanOrEqual(3);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    expect(reported.at(-1)).toBe(1);
  });

  it('ends failed with a readable error after the last attempt, never a 500', async () => {
    t.services.analysisBudgetMs = 0;
    await t.services.jobs.setRetryPolicy('analysis', {
      retryLimit: 0,
      retryDelay: 1,
      retryDelayMax: 1,
    });
    const local = t.services.ai;
    const broken: AiProvider = Object.assign(Object.create(LocalAiProvider.prototype), local, {
      findThemes: async () => {
        throw new Error('theme engine exploded');
      },
    });
    t.services.ai = broken;
    try {
      const running = await generate(LIST, 202);
      await t.services.jobs.onIdle();
      const response = await fetchAnalysis(running.id);
      expect(response.status).toBe(200);
      expect(AnalysisResultSchema.parse(response.body)).toMatchObject({
        status: 'failed',
        error: ANALYSIS_FAILED_MESSAGE,
      });
      // Within the budget, the settled failure is the answer itself.
      t.services.analysisBudgetMs = 10_000;
      expect(await generate(LIST, 200)).toMatchObject({
        status: 'failed',
        error: ANALYSIS_FAILED_MESSAGE,
      });
    } finally {
      t.services.ai = local;
      await t.services.jobs.setRetryPolicy('analysis', { ...ANALYSIS_RETRY });
    }
  });

  it('does nothing for a row already done (a second run of its job)', async () => {
    const done = await generate(GRAPH, 200);
    const before = await Analysis.query(t.db.knex).findById(done.id);
    await t.services.jobs.send('analysis', { analysisId: done.id });
    await t.services.jobs.onIdle();
    const after = await Analysis.query(t.db.knex).findById(done.id);
    expect(after).toEqual(before);
  });
});

describe('GET /api/customer/:client/analyses/:id', () => {
  it("is 404 for another client's analysis, an unknown id, and 403 across clients", async () => {
    const analysis = await generate(GRAPH, 200);
    expect((await fetchAnalysis(analysis.id)).status).toBe(200);
    // Harbor's customer asking under their own client: not theirs, so not found.
    const other = await fetchAnalysis(analysis.id, harbor, CLIENT_B);
    expect(other.status).toBe(404);
    expect(other.text).toBe('Analysis not found');
    // Under Meridian's name: refused before any lookup.
    expect((await fetchAnalysis(analysis.id, harbor)).status).toBe(403);
    expect((await fetchAnalysis('anl_unknown')).status).toBe(404);
    expect((await fetchAnalysis('x'.repeat(101))).status).toBe(400);
    expect((await t.agent().get(`${clientUrl(CLIENT_A, 'analyses')}/${analysis.id}`)).status).toBe(
      401,
    );
  });
});

describe('analysisProgressWriter', () => {
  it('writes rising progress at most every 500 ms, below 100', async () => {
    t.services.analysisBudgetMs = 0;
    const running = await generate(GRAPH, 202);
    await t.services.jobs.onIdle();
    await Analysis.query(t.db.knex)
      .patch({ status: 'running', progress: 0 })
      .where({ id: running.id });
    let clock = 0;
    const report = analysisProgressWriter(t.db.knex, running.id, () => clock);
    const progress = async () => (await Analysis.query(t.db.knex).findById(running.id))!.progress;
    const written: number[] = [];
    for (const [at, fraction] of [
      [100, 0.2],
      [600, 0.3],
      [700, 0.5],
      [1200, 0.6],
      [1800, 1],
    ] as const) {
      clock = at;
      await report(fraction);
      written.push(await progress());
    }
    expect(written).toEqual([0, 30, 30, 60, 99]);
  });
});
