import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_LINKS_PER_ADDRESS_PER_HOUR } from '../../../sync/contract';
import { DELIVERED_SECRET_NOTE } from '../../mail/mailer';
import { Interview, User } from '../../models';
import {
  createAdmin,
  createAnswer,
  createInterview,
  createProject,
  createUser,
  signIn,
} from '../../test/factories';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Verified e-mail against a real SMTP server (smtp-server in this process): nobody
 * sees an interview sent to an address until they open the link mailed to it.
 */
const PUBLIC_URL = 'https://parley.test';
const SECRET_ANSWER = 'Our bank is quietly exiting leveraged loans before the next audit.';

let smtp: TestSmtpServer;
let t: TestApp;
let n = 0;
const address = (label: string) => `${label}${++n}@mailbox.test`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, TRANSCRIPTION_PROVIDER: 'none' });
});
afterAll(async () => {
  await t.services.jobs.onIdle();
  await t.close();
  await smtp.close();
});

/** Expert signup, password step and sign-in, as the app does them, in one browser. */
async function signUpExpert(email: string) {
  const agent = t.agent();
  const signup = await agent.post('/api/expert-signups').send({
    fullName: 'Sam Stranger',
    currentRole: 'Analyst',
    company: 'Elsewhere Ltd',
    areaOfExpertise: 'Credit',
    email,
  });
  expect(signup.status).toBe(201);
  const userId: string = signup.body.user.id;
  expect(
    (await agent.post('/api/set-password').send({ userId, password: 'stranger-pw' })).status,
  ).toBe(200);
  expect(
    (await agent.post('/api/login').send({ username: email, password: 'stranger-pw' })).status,
  ).toBe(200);
  return { agent, userId };
}

async function verificationLink(email: string): Promise<string> {
  const mail = await smtp.waitFor(email, /Confirm your e-mail/);
  const link = linkIn(mail.text, '/verify-email');
  expect(link.origin).toBe(PUBLIC_URL);
  return link.searchParams.get('token')!;
}

/** Every verification mail to `email`, newest last. */
function verificationMails(email: string) {
  return smtp.received.filter((m) => m.to.includes(email) && /Confirm/.test(m.subject));
}

async function completedInterviewFor(email: string) {
  const project = await createProject(t.db.knex, { client: 'Secret Client' });
  const { interview, questions } = await createInterview(t.db.knex, project, {
    expertEmail: email,
    status: 'completed',
  });
  for (const question of questions) await createAnswer(t.db.knex, question, SECRET_ANSWER);
  return interview;
}

const confirm = (token: string) =>
  t.request().post('/api/email-verification/confirm').send({ token });

async function dashboardIds(agent: supertest.Agent) {
  const upcoming = await agent.get('/api/expert-interviews/upcoming');
  const completed = await agent.get('/api/expert-interviews/completed');
  expect(upcoming.status).toBe(200);
  expect(completed.status).toBe(200);
  return [...upcoming.body, ...completed.body].map((row: { id: string }) => row.id);
}

describe('a stranger who signs up with an interview’s e-mail', () => {
  it('sees nothing of it until the address is verified, and can only verify with the mailbox', async () => {
    const victim = address('victim');
    const interview = await completedInterviewFor(victim);
    const { agent } = await signUpExpert(victim);

    expect(await dashboardIds(agent)).toEqual([]);
    expect((await agent.get(`/api/interviews/${interview.id}`)).status).toBe(403);
    const session = await agent.get(`/api/expert/${interview.id}/current-question`);
    expect(session.status).toBe(200);
    expect(session.body.isComplete).toBe(true);
    expect(session.body.previousQuestions).toEqual([]);
    expect(JSON.stringify(session.body)).not.toContain(SECRET_ANSWER);
    const status = await agent.get('/api/email-verification');
    expect(status.body).toMatchObject({ email: victim, verified: false });
    expect(status.body.lastSentAt).not.toBeNull();

    // The link went to the mailbox only; a guessed one opens nothing.
    const guessed = await confirm('A'.repeat(43));
    expect(guessed.status).toBe(404);
    expect(guessed.headers['x-error-code']).toBe('verification_link_unknown');
    expect(await dashboardIds(agent)).toEqual([]);

    // Whoever does hold the mailbox verifies, and the interview appears for them.
    const token = await verificationLink(victim);
    expect((await confirm(token)).status).toBe(200);
    expect(await dashboardIds(agent)).toEqual([interview.id]);
    const owned = await agent.get(`/api/expert/${interview.id}/current-question`);
    expect(owned.body.previousQuestions.map((p: { answer: string }) => p.answer)).toContain(
      SECRET_ANSWER,
    );
  });

  it('is not bound to interviews created for that address while unverified', async () => {
    const email = address('pending');
    const { userId } = await signUpExpert(email);
    const admin = await t.asAdmin();
    const project = await createProject(t.db.knex, { client: 'Bound Client' });
    const created = await admin.post('/api/interviews').send({
      projectId: project.id,
      expertName: 'Pat Pending',
      expertEmail: email,
      company: 'Pending Bank',
      client: 'Bound Client',
    });
    expect(created.status).toBe(201);
    expect((await Interview.query(t.db.knex).findById(created.body.id))?.expertUserId).toBeNull();

    expect((await confirm(await verificationLink(email))).status).toBe(200);
    // Verification binds what was sent to the address.
    expect((await Interview.query(t.db.knex).findById(created.body.id))?.expertUserId).toBe(userId);
  });
});

describe('POST /api/email-verification/confirm', () => {
  it('works once', async () => {
    const email = address('once');
    const { userId } = await signUpExpert(email);
    const token = await verificationLink(email);
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(first.body.email).toBe(email);
    expect((await User.query(t.db.knex).findById(userId))?.emailVerifiedAt).not.toBeNull();
    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(again.headers['x-error-code']).toBe('verification_link_used');
    expect(again.text).toMatch(/already used/);
  });

  it('expires', async () => {
    const email = address('late');
    const { userId } = await signUpExpert(email);
    const token = await verificationLink(email);
    await t.db
      .knex('email_verifications')
      .where({ user_id: userId })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const late = await confirm(token);
    expect(late.status).toBe(410);
    expect(late.headers['x-error-code']).toBe('verification_link_expired');
    expect(late.text).toMatch(/expired.*Resend/);
    expect((await User.query(t.db.knex).findById(userId))?.emailVerifiedAt).toBeNull();
  });

  it('refuses a link replaced by a newer one, and a resend within a minute', async () => {
    const email = address('resend');
    const { agent, userId } = await signUpExpert(email);
    const oldToken = await verificationLink(email);
    const tooSoon = await agent.post('/api/email-verification');
    expect(tooSoon.status).toBe(429);
    await t.db
      .knex('email_verifications')
      .where({ user_id: userId })
      .update({ created_at: new Date(Date.now() - 120_000) });
    const resent = await agent.post('/api/email-verification');
    expect(resent.status).toBe(200);
    expect(resent.body.sentTo).toBe(email);
    await t.services.jobs.onIdle();
    const mails = verificationMails(email);
    expect(mails).toHaveLength(2);
    const newToken = linkIn(mails[1]!.text, '/verify-email').searchParams.get('token')!;

    const replaced = await confirm(oldToken);
    expect(replaced.status).toBe(410);
    expect(replaced.headers['x-error-code']).toBe('verification_link_replaced');
    expect((await confirm(newToken)).status).toBe(200);
    expect((await agent.post('/api/email-verification')).status).toBe(400);
  });

  it('keeps only a hash of the link, and no link in a delivered message', async () => {
    const email = address('hash');
    await signUpExpert(email);
    const token = await verificationLink(email);
    const stored = await t.db.knex('email_verifications').where({ email }).first();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    await t.services.jobs.onIdle();
    const row = await t.db
      .knex('mail_outbox')
      .where({ recipient: email, kind: 'verification' })
      .first();
    expect(row.status).toBe('sent');
    expect(row.text_body).toBe(DELIVERED_SECRET_NOTE);
  });

  it('answers 400 for a malformed token', async () => {
    const response = await t.request().post('/api/email-verification/confirm').send({ token: 5 });
    expect(response.status).toBe(400);
    expect(response.text).toBe('The verification link is incomplete');
  });
});

describe('e-mail squatting', () => {
  it('lets the owner sign up again; the unverified squatter loses the address', async () => {
    const email = address('owner');
    const squatter = await signUpExpert(email);
    const owner = await signUpExpert(email);
    expect(owner.userId).not.toBe(squatter.userId);

    const squatterRow = await User.query(t.db.knex).findById(squatter.userId);
    expect(squatterRow?.email).toBeNull();
    expect(squatterRow?.username).toBe(squatter.userId);

    // The owner's mailbox got a link for the owner's account, and it works.
    await t.services.jobs.onIdle();
    expect(verificationMails(email)).toHaveLength(2);
    const newest = verificationMails(email).at(-1)!;
    const token = linkIn(newest.text, '/verify-email').searchParams.get('token')!;
    expect((await confirm(token)).status).toBe(200);
    expect((await User.query(t.db.knex).findById(owner.userId))?.emailVerifiedAt).not.toBeNull();
    expect((await squatter.agent.get('/api/email-verification')).body).toMatchObject({
      email: null,
      verified: false,
    });
  });

  it('sends one address at most five links an hour, whoever signs up with it', async () => {
    const email = address('flooded');
    for (let i = 0; i < EMAIL_VERIFICATION_LINKS_PER_ADDRESS_PER_HOUR; i++) {
      await signUpExpert(email);
    }
    const usersBefore = await t.db.knex('users').count({ n: '*' }).first();
    const refused = await t.agent().post('/api/expert-signups').send({
      fullName: 'Flood Sender',
      currentRole: 'Analyst',
      company: 'Elsewhere Ltd',
      areaOfExpertise: 'Credit',
      email,
    });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(`Too many confirmation e-mails were sent to ${email}`);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refusal rolled the signup back: no account, no link, no mail.
    const usersAfter = await t.db.knex('users').count({ n: '*' }).first();
    expect(Number(usersAfter?.n)).toBe(Number(usersBefore?.n));
    await t.services.jobs.onIdle();
    expect(verificationMails(email)).toHaveLength(EMAIL_VERIFICATION_LINKS_PER_ADDRESS_PER_HOUR);
    // Another address is not affected.
    await signUpExpert(address('neighbour'));
  });

  it('gives a displaced owner the address back when they open their own link', async () => {
    const email = address('displaced');
    const owner = await signUpExpert(email);
    const ownerToken = await verificationLink(email);
    const squatter = await signUpExpert(email);
    expect((await User.query(t.db.knex).findById(owner.userId))?.email).toBeNull();

    expect((await confirm(ownerToken)).status).toBe(200);
    const ownerRow = await User.query(t.db.knex).findById(owner.userId);
    expect(ownerRow).toMatchObject({ email, username: email });
    expect((await User.query(t.db.knex).findById(squatter.userId))?.email).toBeNull();
    // The squatter's own link now proves nothing it could use.
    await t.services.jobs.onIdle();
    expect(verificationMails(email)).toHaveLength(2);
    const squatterToken = linkIn(
      verificationMails(email).at(-1)!.text,
      '/verify-email',
    ).searchParams.get('token')!;
    const refused = await confirm(squatterToken);
    expect(refused.status).toBe(409);
    expect(refused.headers['x-error-code']).toBe('email_verified_elsewhere');
  });

  it('never takes the address from a verified account', async () => {
    const email = address('verified');
    const holder = await createUser(t.db.knex, { role: 'expert', email });
    const signup = await t.request().post('/api/expert-signups').send({
      fullName: 'Late Comer',
      currentRole: 'Analyst',
      company: 'Elsewhere',
      areaOfExpertise: 'Credit',
      email,
    });
    expect(signup.status).toBe(201);
    expect(signup.body.user ?? null).toBeNull();
    expect((await User.query(t.db.knex).findById(holder.id))?.email).toBe(email);
  });
});

describe('interview invitations', () => {
  it('mails the interview link and records the invitation', async () => {
    const email = address('invitee');
    const admin = await t.asAdmin();
    const project = await createProject(t.db.knex, {
      client: 'Invite Client',
      name: 'Rates study',
    });
    const created = await admin.post('/api/interviews').send({
      projectId: project.id,
      expertName: 'Ivy Invitee',
      expertEmail: email,
      company: 'Invite Bank',
      client: 'Invite Client',
    });
    expect(created.status).toBe(201);
    expect(created.body.invitation).toEqual({ sentTo: email, delivery: 'smtp' });

    const mail = await smtp.waitFor(email, /Interview invitation: Rates study/);
    expect(linkIn(mail.text, '/expert/').toString()).toBe(
      `${PUBLIC_URL}/expert/${created.body.id}`,
    );
    expect(mail.text).toContain(`${PUBLIC_URL}/for-experts`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/expert/${created.body.id}"`);

    const events = await t.db
      .knex('audit_events')
      .where({ subject_id: created.body.id, action: 'interview.invitation_sent' });
    expect(events).toHaveLength(1);
    expect(events[0].client).toBe('Invite Client');
  });

  it('marks a message the SMTP server refused as failed, for the admin to see', async () => {
    const email = address('bounce');
    const admin = await t.asAdmin();
    const project = await createProject(t.db.knex, { client: 'Bounce Client' });
    smtp.rejectAll('Mailbox unavailable');
    try {
      const created = await admin.post('/api/interviews').send({
        projectId: project.id,
        expertName: 'Bo Bounce',
        expertEmail: email,
        company: 'Bounce Bank',
        client: 'Bounce Client',
      });
      expect(created.status).toBe(201);
      await t.services.jobs.onIdle();
    } finally {
      smtp.rejectAll('');
    }
    const outbox = await admin.get('/api/mail-outbox');
    expect(outbox.status).toBe(200);
    expect(outbox.body.smtpConfigured).toBe(true);
    const failed = outbox.body.messages.find((m: { recipient: string }) => m.recipient === email);
    expect(failed).toMatchObject({ status: 'failed', kind: 'invitation' });
    expect(failed.error).toMatch(/Mailbox unavailable/);
  });
});

describe('a completed interview’s link (item 4)', () => {
  it('shows a signed-out visitor that it is complete, and none of its answers', async () => {
    const interview = await completedInterviewFor(address('done'));
    const response = await t.request().get(`/api/expert/${interview.id}/current-question`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      isComplete: true,
      question: null,
      previousQuestions: [],
      remainingQuestions: [],
      interview: { id: interview.id, status: 'completed' },
    });
    expect(JSON.stringify(response.body)).not.toContain(SECRET_ANSWER);
  });

  it('still shows the answers to the invited expert, the client’s admin, and an open interview to its link', async () => {
    const email = address('invited');
    const interview = await completedInterviewFor(email);
    const expert = await signIn(t.agent(), await createUser(t.db.knex, { role: 'expert', email }));
    const asExpert = await expert.get(`/api/expert/${interview.id}/current-question`);
    expect(asExpert.body.previousQuestions).toHaveLength(3);
    const admin = await signIn(t.agent(), await createAdmin(t.db.knex));
    const asAdmin = await admin.get(`/api/expert/${interview.id}/current-question`);
    expect(asAdmin.body.previousQuestions).toHaveLength(3);

    const project = await createProject(t.db.knex);
    const open = await createInterview(t.db.knex, project, { status: 'in_progress' });
    await createAnswer(t.db.knex, open.questions[0]!, 'First answer, still open.');
    const byLink = await t.request().get(`/api/expert/${open.interview.id}/current-question`);
    expect(byLink.body.previousQuestions).toHaveLength(1);
    expect(byLink.body.remainingQuestions).toHaveLength(2);
  });

  it('records one opened_by_link event per visitor, not one per poll', async () => {
    const project = await createProject(t.db.knex, { client: 'Poll Client' });
    const { interview } = await createInterview(t.db.knex, project, { status: 'in_progress' });
    for (let i = 0; i < 3; i++) {
      expect((await t.request().get(`/api/expert/${interview.id}/current-question`)).status).toBe(
        200,
      );
    }
    const admin = await t.asAdmin();
    await admin.get(`/api/expert/${interview.id}/current-question`);
    const events = await t.db
      .knex('audit_events')
      .where({ action: 'interview.opened_by_link', subject_id: interview.id })
      .orderBy('occurred_at');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ actor_user_id: null, client: 'Poll Client' });
    expect(events[1].actor_user_id).not.toBeNull();
  });
});

describe('audit', () => {
  it('records the verification mail and the verification in their transactions', async () => {
    const email = address('audited');
    const { userId } = await signUpExpert(email);
    expect((await confirm(await verificationLink(email))).status).toBe(200);
    const actions = (
      await t.db
        .knex('audit_events')
        .where({ subject_id: userId })
        .whereLike('action', 'email.%')
        .orderBy('occurred_at')
    ).map((event: { action: string }) => event.action);
    expect(actions).toEqual(['email.verification_sent', 'email.verified']);
    const details = await t.db
      .knex('audit_events')
      .where({ subject_id: userId, action: 'email.verified' })
      .first();
    expect(JSON.stringify(details.details)).not.toMatch(/token/i);
  });
});
