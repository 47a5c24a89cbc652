import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ClientDashboard, ClientDashboardSchema, SKIPPED_ANSWER } from '../../sync/contract';
import { FailedJobListSchema } from '../../sync/contract/jobs';
import type { AiProvider } from '../ai/provider';
import {
  dashboardMethod,
  dashboardVersion,
  staleDashboardClients,
  storeDashboardSnapshot,
} from '../commands/dashboardSnapshots';
import { Question } from '../models';
import { clientUrl } from '../routes/customer/researchFixture';
import {
  createDemoApp,
  type DemoApp,
  HARBOR_BANK,
  MERIDIAN_CAPITAL,
} from '../routes/dashboard/demoFixture';
import { createAnswer } from '../test/factories';
import { DASHBOARD_REFRESH_RETRY } from './dashboardRefresh';

let demo: DemoApp;
let knex: Knex;
let localAi: AiProvider;

beforeAll(async () => {
  demo = await createDemoApp();
  knex = demo.t.db.knex;
  localAi = demo.t.services.ai;
});
afterEach(async () => {
  demo.t.services.ai = localAi;
  await demo.t.services.jobs.setRetryPolicy('dashboard-refresh', DASHBOARD_REFRESH_RETRY);
  await demo.t.services.jobs.onIdle();
});
afterAll(() => demo.t.close());

async function dashboard(client = MERIDIAN_CAPITAL): Promise<ClientDashboard> {
  const customer = client === MERIDIAN_CAPITAL ? 'customer' : 'customer2';
  const response = await (await demo.as(customer)).get(clientUrl(client, 'dashboard'));
  expect(response.status, response.text).toBe(200);
  return ClientDashboardSchema.parse(response.body);
}

/** A client's stored dashboard (Meridian's unless named): its version and computedAt. */
async function snapshot(client = MERIDIAN_CAPITAL) {
  const row = await knex('dashboard_snapshots').where({ client }).first();
  return {
    version: String(row.version),
    computedAt: ClientDashboardSchema.parse(JSON.parse(row.body)).computedAt,
  };
}

/** A new (skipped) answer of Meridian's: its version moves and every answer count grows. */
async function newAnswer() {
  const unanswered = await knex('questions as q')
    .join('interviews as i', 'i.id', 'q.interview_id')
    .where('i.client', MERIDIAN_CAPITAL)
    .whereNotExists(knex('answers as a').whereRaw('a.question_id = q.id'))
    .orderBy('q.id')
    .first('q.id');
  const question = await Question.query(knex).findById(unanswered.id).throwIfNotFound();
  await createAnswer(knex, question, SKIPPED_ANSWER);
}

/** The clients the job would refresh now, with the app's (local) AI engine. */
const staleClients = () => staleDashboardClients(knex, dashboardMethod(localAi));

const answersCounted = (shown: ClientDashboard) => shown.responseQuality[0]!.denominator;

async function runRefresh() {
  await demo.t.services.jobs.send('dashboard-refresh', {});
  await demo.t.services.jobs.onIdle();
}

/** Every client with interviews: each has a dashboard the sweep keeps. */
const clientsWithInterviews = async () =>
  (await knex('interviews').distinct('client').orderBy('client')).map((row) => row.client);

describe('the dashboard-refresh job', () => {
  it("computes every client's dashboard before anyone opens it, so even the first read is stored", async () => {
    // The sweep queued at start-up may have run while the demo data loaded: start from none.
    await demo.t.services.jobs.onIdle();
    await knex('dashboard_snapshots').delete();
    const clients = await clientsWithInterviews();
    expect(clients).toEqual([HARBOR_BANK, MERIDIAN_CAPITAL]);
    expect(await staleClients()).toEqual(clients);

    await runRefresh();
    expect(await staleClients()).toEqual([]);
    const stored = await snapshot(HARBOR_BANK);
    expect(stored.version).toBe(await dashboardVersion(knex, HARBOR_BANK));
    // The first read carries the job's computedAt: it was served, not computed.
    expect((await dashboard(HARBOR_BANK)).computedAt).toBe(stored.computedAt);
  });

  it('stores the figures after answers change, so the next read is served without computing', async () => {
    const before = await dashboard();
    await newAnswer();
    expect(await staleClients()).toContain(MERIDIAN_CAPITAL);

    await runRefresh();
    const stored = await snapshot();
    expect(stored.version).toBe(await dashboardVersion(knex, MERIDIAN_CAPITAL));
    expect(await staleClients()).toEqual([]);

    // A read that computed would carry its own computedAt: this one is the job's figures.
    const after = await dashboard();
    expect(after.computedAt).toBe(stored.computedAt);
    expect(Date.parse(after.computedAt)).toBeGreaterThan(Date.parse(before.computedAt));
    expect(answersCounted(after)).toBe(answersCounted(before) + 1);
  });

  it('leaves reads correct before it runs: a stale stored dashboard is never served', async () => {
    const before = await dashboard();
    const stale = await snapshot();
    await newAnswer();

    const after = await dashboard();
    expect(answersCounted(after)).toBe(answersCounted(before) + 1);
    expect(after.computedAt).not.toBe(stale.computedAt);
    // What the read computed is stored for the other processes: nothing left to refresh.
    expect(await snapshot()).toEqual({
      version: await dashboardVersion(knex, MERIDIAN_CAPITAL),
      computedAt: after.computedAt,
    });
    expect(await staleClients()).toEqual([]);
  });

  it('never serves figures computed another way (a deploy, another AI engine): the job redoes them', async () => {
    const current = await dashboard();
    await knex('dashboard_snapshots')
      .where({ client: MERIDIAN_CAPITAL })
      .update({ method: 'figures 0, analysis 0, local' });
    expect(await staleClients()).toEqual([MERIDIAN_CAPITAL]);

    await runRefresh();
    expect(await staleClients()).toEqual([]);
    const stored = await snapshot();
    expect(stored.computedAt).not.toBe(current.computedAt);
    // The route's memory still holds `current` for this version: another process reads the row.
    const row = await knex('dashboard_snapshots').where({ client: MERIDIAN_CAPITAL }).first();
    expect(row.method).toBe(dashboardMethod(localAi));
  });

  it('never lets an older computation replace newer figures', async () => {
    const client = 'Write Rule Capital';
    const stored = () =>
      knex('dashboard_snapshots').where({ client }).first('version', 'body') as Promise<{
        version: string | number;
        body: string;
      }>;
    const method = dashboardMethod(localAi);
    await storeDashboardSnapshot(knex, { client, version: '5', method, body: 'five' });
    await storeDashboardSnapshot(knex, { client, version: '4', method, body: 'four' });
    await storeDashboardSnapshot(knex, { client, version: '5', method, body: 'five again' });
    expect(await stored()).toMatchObject({ body: 'five' });
    const other = 'another method';
    await storeDashboardSnapshot(knex, { client, version: '4', method: other, body: 'old' });
    expect(await stored()).toMatchObject({ body: 'five' });
    await storeDashboardSnapshot(knex, { client, version: '5', method: other, body: 'redone' });
    expect(await stored()).toMatchObject({ body: 'redone' });
    await storeDashboardSnapshot(knex, { client, version: '6', method, body: 'six' });
    expect(await stored()).toMatchObject({ body: 'six' });
    await knex('dashboard_snapshots').where({ client }).delete();
  });

  it('is retried when it fails, then listed dead; an admin retry refreshes', async () => {
    await dashboard();
    await newAnswer();
    const calls: number[] = [];
    // An AI provider's sentiment is asked for by the computation: a broken one fails it.
    demo.t.services.ai = Object.assign(Object.create(localAi) as AiProvider, {
      name: 'openai',
      async measureSentiment() {
        calls.push(Date.now());
        throw new Error('the sentiment service is down');
      },
    });
    await demo.t.services.jobs.setRetryPolicy('dashboard-refresh', {
      retryLimit: 1,
      retryDelay: 1,
      retryDelayMax: 2,
    });
    await runRefresh();

    // The other engine makes every client's dashboard stale: each is asked once per attempt.
    const clients = await clientsWithInterviews();
    expect(calls).toHaveLength(2 * clients.length);
    expect(calls[clients.length]! - calls[0]!).toBeGreaterThanOrEqual(900);
    expect(await staleClients()).toEqual([MERIDIAN_CAPITAL]);
    const admin = await demo.t.asAdmin();
    const { jobs } = FailedJobListSchema.parse((await admin.get('/api/admin/jobs')).body);
    const dead = jobs.filter((job) => job.kind === 'dashboard-refresh');
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({
      attempts: 2,
      lastError: `${clients.length} dashboard(s) not refreshed: the sentiment service is down`,
    });

    demo.t.services.ai = localAi;
    const retried = await admin.post(`/api/admin/jobs/${dead[0]!.id}/retry`);
    expect(retried.status).toBe(200);
    await demo.t.services.jobs.onIdle();
    expect(await staleClients()).toEqual([]);
    expect((await snapshot()).version).toBe(await dashboardVersion(knex, MERIDIAN_CAPITAL));
  });
});
