import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIPPED_ANSWER } from '../../../sync/contract';
import { breakAuditWritesFor } from '../../audit/auditTestEvents';
import type { Interview, User } from '../../models';
import {
  createAnswer,
  createCustomer,
  createInterview,
  createProject,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Report and transcript downloads leave an event in the trail, or do not happen. */

const CLIENT = 'Orbit Partners';
let t: TestApp;
let customer: User;
let customerAgent: supertest.Agent;
let interview: Interview;

beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  const knex = t.db.knex;
  customer = await createCustomer(knex, CLIENT);
  customerAgent = await signIn(t.agent(), customer);
  const project = await createProject(knex, { client: CLIENT, name: 'Payments study' });
  const created = await createInterview(knex, project, {
    expertName: 'Dana *Bold*',
    company: 'Northwind <Bank>',
    status: 'completed',
  });
  interview = created.interview;
  const questions = created.questions;
  await createAnswer(knex, questions[0]!, 'We moved our ESG data to one vendor in 2024.');
  await createAnswer(knex, questions[1]!, SKIPPED_ANSWER);
});
afterAll(() => t.close());

const eventsFor = (action: string) =>
  t.db
    .knex('audit_events')
    .where({ action })
    .orderBy([{ column: 'occurred_at' }, { column: 'id' }]);

const transcriptUrl = () => `/api/interviews/${interview.id}/transcript.md`;
const reportUrl = `/api/customer/${encodeURIComponent(CLIENT)}/report`;

describe('GET /api/interviews/:interviewId/transcript.md', () => {
  it('is a Markdown file of the questions and answers, with stored text escaped', async () => {
    const response = await customerAgent.get(transcriptUrl());
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="parley-transcript-dana-bold-northwind-bank-${today}.md"`,
    );
    const text = response.text;
    expect(text).toMatch(/^# Interview transcript: Dana \\\*Bold\\\*, Northwind \\<Bank\\>\n/);
    expect(text).toContain(
      '## Q1. How is your firm approaching ESG integration?\n\nWe moved our ESG data to one vendor in 2024.',
    );
    expect(text).toContain('## Q2. Which technologies are changing your workflow?\n\n_Skipped._');
    expect(text).toContain('## Q3. What regulatory changes worry you most?\n\n_Not answered yet._');
    // The interview id is its link: it stays out of a file that may be forwarded.
    expect(text).not.toContain(interview.id);
  });

  it('records transcript.exported: who, from where, which interview, whose data', async () => {
    const before = (await eventsFor('transcript.exported')).length;
    await customerAgent.get(transcriptUrl()).expect(200);
    const events = await eventsFor('transcript.exported');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      actor_user_id: customer.id,
      actor_username: customer.username,
      ip: expect.stringMatching(/127\.0\.0\.1/),
      subject_type: 'interview',
      subject_id: interview.id,
      client: CLIENT,
      details: { format: 'markdown', projectId: interview.projectId },
    });
  });

  it('records nothing for a refused download', async () => {
    const before = (await eventsFor('transcript.exported')).length;
    const outsider = await t.asCustomerOf('Someone Else');
    expect((await outsider.get(transcriptUrl())).status).toBe(403);
    expect((await t.request().get(transcriptUrl())).status).toBe(401);
    expect((await (await t.asExpert()).get(transcriptUrl())).status).toBe(403);
    expect((await customerAgent.get('/api/interviews/int_missing/transcript.md')).status).toBe(404);
    expect(await eventsFor('transcript.exported')).toHaveLength(before);
  });

  it('fails, sending no transcript, when the trail cannot be written', async () => {
    const restore = await breakAuditWritesFor(t.db.knex, 'transcript.exported');
    try {
      const before = (await eventsFor('transcript.exported')).length;
      const response = await customerAgent.get(transcriptUrl());
      expect(response.status).toBe(500);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.text).not.toContain('ESG');
      expect(await eventsFor('transcript.exported')).toHaveLength(before);
    } finally {
      await restore();
    }
    expect((await customerAgent.get(transcriptUrl())).status).toBe(200);
  });
});

describe('GET /api/customer/:client/report', () => {
  it('records report.exported with the filters the report was made with', async () => {
    const admin = await t.asAdmin();
    const before = (await eventsFor('report.exported')).length;
    const response = await admin.get(reportUrl).query({ company: 'Northwind <Bank>' });
    expect(response.status, response.text).toBe(200);
    const events = await eventsFor('report.exported');
    expect(events).toHaveLength(before + 1);
    const filename = /filename="(.+)"/.exec(response.headers['content-disposition'] ?? '')?.[1];
    expect(events.at(-1)).toMatchObject({
      actor_username: expect.stringMatching(/^user\d+$/),
      subject_type: 'client',
      subject_id: CLIENT,
      client: CLIENT,
      details: { format: 'markdown', filename, company: 'Northwind <Bank>', topic: null },
    });
  });

  it('records nothing for a refused export', async () => {
    const before = (await eventsFor('report.exported')).length;
    expect((await (await t.asCustomerOf('Someone Else')).get(reportUrl)).status).toBe(403);
    expect((await t.request().get(reportUrl)).status).toBe(401);
    expect(await eventsFor('report.exported')).toHaveLength(before);
  });

  it('fails, sending no report, when the trail cannot be written', async () => {
    const restore = await breakAuditWritesFor(t.db.knex, 'report.exported');
    try {
      const before = (await eventsFor('report.exported')).length;
      const response = await customerAgent.get(reportUrl);
      expect(response.status).toBe(500);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.text).not.toContain('Parley report');
      expect(await eventsFor('report.exported')).toHaveLength(before);
    } finally {
      await restore();
    }
    expect((await customerAgent.get(reportUrl)).status).toBe(200);
  });
});
