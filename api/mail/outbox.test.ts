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

  it('reads newest first, a page at a time, every message once', async () => {
    const admin = await t.asAdmin();
    for (let i = 1; i <= 5; i++) {
      const created = await admin.post('/api/interviews').send({
        projectId: 'prj_outbox_test',
        expertName: `Paige Paged ${i}`,
        expertEmail: `paged-${i}@outbox.test`,
        company: 'Page Bank',
        client: 'Outbox Client',
      });
      expect(created.status).toBe(201);
    }
    const whole = await admin.get('/api/mail-outbox?limit=200');
    expect(whole.body.nextCursor).toBeNull();

    const read: { id: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = await admin.get(`/api/mail-outbox?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status, page.text).toBe(200);
      expect(page.body.messages.length).toBeLessThanOrEqual(2);
      expect(page.body.smtpConfigured).toBe(false);
      read.push(...page.body.messages);
      cursor = page.body.nextCursor;
    } while (cursor);

    expect(read.map((m) => m.id)).toEqual(whole.body.messages.map((m: { id: string }) => m.id));
    expect(new Set(read.map((m) => m.id)).size).toBe(read.length);
    expect(read.length).toBeGreaterThanOrEqual(6);
    const times = read.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a cursor it did not give', async () => {
    const admin = await t.asAdmin();
    const refused = await admin.get('/api/mail-outbox?cursor=not*a*cursor');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('cursor is not valid: pass the nextCursor of the previous page');
  });
});
