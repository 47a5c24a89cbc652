import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../test/smtpServer';
import { createTestApp, type TestApp } from '../test/testApp';

/** The embedded default: no SMTP_URL, so mail is logged and kept for the admin. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:4000' });
});
afterAll(async () => {
  await t.services.jobs.onIdle();
  await t.close();
});

describe('the local outbox', () => {
  it('keeps the verification message for the admin, and its link works', async () => {
    const email = 'offline.expert@outbox.test';
    const signup = await t.request().post('/api/expert-signups').send({
      fullName: 'Olive Offline',
      currentRole: 'Analyst',
      company: 'Outbox Bank',
      areaOfExpertise: 'Payments',
      email,
    });
    expect(signup.status).toBe(201);
    await t.services.jobs.onIdle();

    const admin = await t.asAdmin();
    const outbox = await admin.get('/api/mail-outbox');
    expect(outbox.status).toBe(200);
    expect(outbox.body.smtpConfigured).toBe(false);
    const message = outbox.body.messages.find((m: { recipient: string }) => m.recipient === email);
    expect(message).toMatchObject({
      kind: 'verification',
      status: 'outbox_only',
      subject: 'Confirm your e-mail address for Parley',
      error: null,
    });
    expect(message.deliveredAt).not.toBeNull();
    const link = linkIn(message.textBody, '/verify-email');
    expect(link.origin).toBe('http://localhost:4000');
    expect(message.htmlBody).toContain(`href="${link.toString().replaceAll('&', '&amp;')}"`);

    const confirmed = await t
      .request()
      .post('/api/email-verification/confirm')
      .send({ token: link.searchParams.get('token') });
    expect(confirmed.status).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await t.request().get('/api/mail-outbox')).status).toBe(401);
    const expert = await t.asExpert();
    expect((await expert.get('/api/mail-outbox')).status).toBe(403);
    const admin = await t.asAdmin();
    expect((await admin.get('/api/mail-outbox?limit=0')).status).toBe(400);
  });

  it('says the invitation was queued in the outbox', async () => {
    const admin = await t.asAdmin();
    const project = await t.db
      .knex('projects')
      .insert({
        id: 'prj_outbox_test',
        name: 'Outbox project',
        client: 'Outbox Client',
        base_questions: JSON.stringify(['One?']),
        interview_duration_minutes: 30,
      })
      .returning('id');
    expect(project).toHaveLength(1);
    const created = await admin.post('/api/interviews').send({
      projectId: 'prj_outbox_test',
      expertName: 'Quinn Queued',
      expertEmail: 'queued@outbox.test',
      company: 'Queue Bank',
      client: 'Outbox Client',
    });
    expect(created.status).toBe(201);
    expect(created.body.invitation).toEqual({ sentTo: 'queued@outbox.test', delivery: 'outbox' });
  });
});
