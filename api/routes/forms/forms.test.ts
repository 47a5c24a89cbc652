import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpertSignup, JobApplication, ProjectInquiry, User } from '../../models';
import { readStoredFile } from '../../storage/testing/readStoredFile';
import { createCustomer, createProject, createUser } from '../../test/factories';
import { MINIMAL_DOC, minimalDocx } from '../../test/fixtures/documents';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = (label = 'person') => `${label}${++counter}@forms.test`;

const signupPayload = (extra: Record<string, unknown> = {}) => ({
  fullName: 'Dana Whitfield',
  currentRole: 'Head of Credit Risk',
  company: 'Northbridge Bank',
  areaOfExpertise: 'Basel III capital planning',
  ...extra,
});

const inquiryPayload = (extra: Record<string, unknown> = {}) => ({
  companyName: `Inquiring Co ${++counter}`,
  companySize: '51-200',
  contactEmail: uniqueEmail('buyer'),
  ...extra,
});

const applicationPayload = (extra: Record<string, unknown> = {}) => ({
  name: 'Robin Park',
  email: uniqueEmail('applicant'),
  position: 'Forward deployed engineer',
  ...extra,
});

async function setPassword(
  agent: supertest.Agent | supertest.SuperTest<supertest.Test>,
  userId: string,
  path = '/api/set-password',
) {
  return agent.post(path).send({ userId, password: 'fresh-secret' });
}

async function passwordOf(userId: string) {
  return (await User.query(t.db.knex).findById(userId))?.password ?? null;
}

describe('POST /api/expert-signups', () => {
  it.each([
    ['fullName', 'Full name is required'],
    ['currentRole', 'Current role is required'],
    ['company', 'Company is required'],
    ['areaOfExpertise', 'Area of expertise is required'],
  ])('requires %s', async (field, message) => {
    for (const value of [undefined, '   ']) {
      const response = await t
        .request()
        .post('/api/expert-signups')
        .send(signupPayload({ [field]: value }));
      expect(response.status).toBe(400);
      expect(response.text).toBe(message);
    }
  });

  it('rejects an e-mail that is not an address', async () => {
    const response = await t
      .request()
      .post('/api/expert-signups')
      .send(signupPayload({ email: 'not-an-address' }));
    expect(response.status).toBe(400);
    expect(response.text).toBe('Please enter a valid email address');
  });

  it('rejects unknown fields', async () => {
    const response = await t
      .request()
      .post('/api/expert-signups')
      .send(signupPayload({ role: 'admin' }));
    expect(response.status).toBe(400);
    expect(response.text).toBe('Unknown field: role');
  });

  it('stores a signup without e-mail, opens no account and leaves the session alone', async () => {
    const usersBefore = await User.query(t.db.knex).resultSize();
    const response = await t.request().post('/api/expert-signups').send(signupPayload());
    expect(response.status).toBe(201);
    expect(response.body.user).toBeUndefined();
    expect(response.body.signup).toMatchObject({
      fullName: 'Dana Whitfield',
      email: null,
      status: 'new',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    const stored = await ExpertSignup.query(t.db.knex).findById(response.body.signup.id);
    expect(stored).toMatchObject({ areaOfExpertise: 'Basel III capital planning', userId: null });
    expect(await User.query(t.db.knex).resultSize()).toBe(usersBefore);
  });

  it('opens a passwordless expert account for a new e-mail and links it', async () => {
    const email = uniqueEmail('New.Expert');
    const response = await t
      .request()
      .post('/api/expert-signups')
      .send(signupPayload({ email: `  ${email.toUpperCase()} ` }));
    expect(response.status).toBe(201);
    expect(response.body.user).toEqual({ id: expect.any(String) });
    const user = await User.query(t.db.knex).findById(response.body.user.id);
    expect(user).toMatchObject({
      role: 'expert',
      username: email.toLowerCase(),
      email: email.toLowerCase(),
      fullName: 'Dana Whitfield',
      company: 'Northbridge Bank',
      clientAccess: null,
      password: null,
    });
    const signup = await ExpertSignup.query(t.db.knex).findById(response.body.signup.id);
    expect(signup?.userId).toBe(user!.id);
    expect(signup?.email).toBe(email.toLowerCase());
  });

  it('signup with e-mail, then set-password, then login with the e-mail as username', async () => {
    const email = uniqueEmail('flow-expert');
    const agent = t.agent();
    const signup = await agent.post('/api/expert-signups').send(signupPayload({ email }));
    expect(signup.status).toBe(201);
    const set = await setPassword(agent, signup.body.user.id);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ok: true });

    const browser = t.agent();
    const login = await browser
      .post('/api/login')
      .send({ username: email, password: 'fresh-secret' });
    expect(login.status).toBe(200);
    const me = await browser.get('/api/user');
    expect(me.body).toMatchObject({ id: signup.body.user.id, role: 'expert', email });
  });

  it('stores the signup but opens no account when the e-mail is registered', async () => {
    const existing = await createUser(t.db.knex, {
      role: 'expert',
      email: uniqueEmail('Taken'),
      password: null,
    });
    const agent = t.agent();
    const response = await agent
      .post('/api/expert-signups')
      .send(signupPayload({ email: existing.email!.toLowerCase() }));
    expect(response.status).toBe(201);
    expect(response.body.user).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    const signup = await ExpertSignup.query(t.db.knex).findById(response.body.signup.id);
    expect(signup?.userId).toBeNull();
    expect(
      await User.query(t.db.knex).whereRaw('lower(email) = lower(?)', [existing.email!]),
    ).toHaveLength(1);

    // …and the pre-existing account's password cannot be set from that session.
    const set = await setPassword(agent, existing.id);
    expect(set.status).toBe(403);
    expect(await passwordOf(existing.id)).toBeNull();
  });

  it('opens no account when the e-mail is already someone’s username', async () => {
    const email = uniqueEmail('username');
    await createUser(t.db.knex, { username: email });
    const response = await t.request().post('/api/expert-signups').send(signupPayload({ email }));
    expect(response.status).toBe(201);
    expect(response.body.user).toBeUndefined();
  });
});

describe('POST /api/set-password after a signup', () => {
  async function signUp(agent: supertest.Agent) {
    const response = await agent
      .post('/api/expert-signups')
      .send(signupPayload({ email: uniqueEmail('pending') }));
    expect(response.status).toBe(201);
    return response.body.user.id as string;
  }

  it('is refused from another session', async () => {
    const userId = await signUp(t.agent());
    const stranger = await setPassword(t.request(), userId);
    expect(stranger.status).toBe(403);
    expect(stranger.text).toBe(
      'You can only set the password of the account you have just created',
    );
    const otherAgent = await setPassword(t.agent(), userId);
    expect(otherAgent.status).toBe(403);
    expect(await passwordOf(userId)).toBeNull();
  });

  it("is refused for another account than this session's", async () => {
    const mine = t.agent();
    await signUp(mine);
    const theirs = await signUp(t.agent());
    const response = await setPassword(mine, theirs);
    expect(response.status).toBe(403);
    expect(await passwordOf(theirs)).toBeNull();
  });

  it('works once only', async () => {
    const agent = t.agent();
    const userId = await signUp(agent);
    expect((await setPassword(agent, userId)).status).toBe(200);
    const hash = await passwordOf(userId);
    expect(hash).toMatch(/^\$argon2/);
    const again = await agent.post('/api/set-password').send({ userId, password: 'other-secret' });
    expect(again.status).toBe(403);
    expect(await passwordOf(userId)).toBe(hash);
  });
});

describe('POST /api/project-inquiries', () => {
  it('requires the company name, a listed company size and a valid e-mail', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ companyName: undefined }, 'Company name is required'],
      [{ companyName: '  ' }, 'Company name is required'],
      [{ companySize: undefined }, 'Company size is required'],
      [{ companySize: '5000+' }, 'Company size is required'],
      [{ contactEmail: undefined }, 'Valid email is required'],
      [{ contactEmail: 'nobody@' }, 'Valid email is required'],
      [{ country: 'mars' }, 'Please choose a country from the list'],
    ];
    for (const [change, message] of cases) {
      const response = await t
        .request()
        .post('/api/project-inquiries')
        .send(inquiryPayload(change));
      expect(response.status, message).toBe(400);
      expect(response.text).toBe(message);
    }
  });

  it('rejects unknown fields', async () => {
    const response = await t
      .request()
      .post('/api/project-inquiries')
      .send(inquiryPayload({ clientAccess: 'Meridian Capital' }));
    expect(response.status).toBe(400);
    expect(response.text).toBe('Unknown field: clientAccess');
  });

  it('accepts every company size on the form', async () => {
    for (const companySize of ['1-10', '11-50', '51-200', '201-1000', '1000+']) {
      const response = await t
        .request()
        .post('/api/project-inquiries')
        .send(inquiryPayload({ companySize }));
      expect(response.status).toBe(201);
      expect(response.body.inquiry.companySize).toBe(companySize);
    }
  });

  it('opens a passwordless customer account scoped to the new company', async () => {
    const payload = inquiryPayload();
    const response = await t.request().post('/api/project-inquiries').send(payload);
    expect(response.status).toBe(201);
    expect(response.body.inquiry).toMatchObject({
      companyName: payload.companyName,
      contactEmail: payload.contactEmail,
      status: 'new',
    });
    const user = await User.query(t.db.knex).findById(response.body.user.id);
    expect(user).toMatchObject({
      role: 'customer',
      username: payload.contactEmail,
      email: payload.contactEmail,
      company: payload.companyName,
      clientAccess: payload.companyName,
      password: null,
    });
    const inquiry = await ProjectInquiry.query(t.db.knex).findById(response.body.inquiry.id);
    expect(inquiry?.userId).toBe(user!.id);
  });

  it('inquiry, then set-password, then login gives a customer of that company', async () => {
    const payload = inquiryPayload();
    const agent = t.agent();
    const inquiry = await agent.post('/api/project-inquiries').send(payload);
    expect(inquiry.status).toBe(201);
    const set = await setPassword(agent, inquiry.body.user.id, '/api/user/set-password');
    expect(set.status).toBe(200);

    const browser = t.agent();
    const login = await browser
      .post('/api/login')
      .send({ username: payload.contactEmail, password: 'fresh-secret' });
    expect(login.status).toBe(200);
    const me = await browser.get('/api/user');
    expect(me.body).toMatchObject({
      role: 'customer',
      company: payload.companyName,
      clientAccess: payload.companyName,
    });
    // The password step is spent.
    expect((await setPassword(agent, inquiry.body.user.id)).status).toBe(403);
  });

  it("never opens an account for an existing client's company", async () => {
    await createProject(t.db.knex, { client: 'Project Client Partners' });
    await createCustomer(t.db.knex, 'Customer Client Partners');
    for (const companyName of ['project client partners', ' CUSTOMER CLIENT PARTNERS ']) {
      const agent = t.agent();
      const response = await agent
        .post('/api/project-inquiries')
        .send(inquiryPayload({ companyName }));
      expect(response.status).toBe(201);
      expect(response.body.user).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();
      const inquiry = await ProjectInquiry.query(t.db.knex).findById(response.body.inquiry.id);
      expect(inquiry?.userId).toBeNull();
      const created = await User.query(t.db.knex).where({ email: inquiry!.contactEmail });
      expect(created).toHaveLength(0);
    }
  });

  it('opens no account for an e-mail that already has one', async () => {
    const existing = await createUser(t.db.knex, { email: uniqueEmail('known'), password: null });
    const agent = t.agent();
    const response = await agent
      .post('/api/project-inquiries')
      .send(inquiryPayload({ contactEmail: existing.email }));
    expect(response.status).toBe(201);
    expect(response.body.user).toBeUndefined();
    expect((await setPassword(agent, existing.id, '/api/user/set-password')).status).toBe(403);
    expect(await passwordOf(existing.id)).toBeNull();
  });

  it('stores every field of the demo form and never opens an account', async () => {
    const usersBefore = await User.query(t.db.knex).resultSize();
    const demo = {
      firstName: 'Priya',
      lastName: 'Raman',
      contactEmail: uniqueEmail('demo'),
      companyName: 'Brand New Demo Corp',
      country: 'us',
      jobTitle: 'VP Strategy',
      howDidYouHear: 'A colleague at a conference',
      companySize: 'Enterprise',
      projectGoal: 'Demo request from Priya Raman',
      expertProfile: 'General Business',
      numberOfExperts: 10,
      timeline: 'ASAP',
    };
    const response = await t.request().post('/api/project-inquiries').send(demo);
    expect(response.status).toBe(201);
    expect(response.body.user).toBeUndefined();
    const stored = await ProjectInquiry.query(t.db.knex).findById(response.body.inquiry.id);
    expect(stored).toMatchObject({ ...demo, numberOfExperts: '10', status: 'new', userId: null });
    expect(await User.query(t.db.knex).resultSize()).toBe(usersBefore);
  });

  it('keeps a range for numberOfExperts and stores blank optional fields as null', async () => {
    const response = await t
      .request()
      .post('/api/project-inquiries')
      .send(inquiryPayload({ numberOfExperts: '5-10', timeline: '  ', projectGoal: '' }));
    expect(response.status).toBe(201);
    const stored = await ProjectInquiry.query(t.db.knex).findById(response.body.inquiry.id);
    expect(stored).toMatchObject({ numberOfExperts: '5-10', timeline: null, projectGoal: null });
  });
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const DOCX = minimalDocx();
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function multipartApplication(fields: Record<string, string> = {}) {
  const request = t.request().post('/api/job-applications');
  for (const [name, value] of Object.entries({
    name: 'Robin Park',
    email: uniqueEmail('multipart'),
    position: 'Forward deployed engineer',
    ...fields,
  })) {
    request.field(name, value);
  }
  return request;
}

async function storedResumes(): Promise<string[]> {
  return t.services.files.list('resumes');
}

describe('POST /api/job-applications', () => {
  it('stores a JSON application without a résumé', async () => {
    const payload = applicationPayload({ additionalInfo: 'I build data pipelines.' });
    const response = await t.request().post('/api/job-applications').send(payload);
    expect(response.status).toBe(201);
    expect(response.body.application).toMatchObject({
      name: 'Robin Park',
      email: payload.email,
      position: 'Forward deployed engineer',
      additionalInfo: 'I build data pipelines.',
      hasResume: false,
      status: 'new',
    });
    const stored = await JobApplication.query(t.db.knex).findById(response.body.application.id);
    expect(stored).toMatchObject({ resumeUrl: null, resumeBytes: null, status: 'new' });
  });

  it.each([
    ['a blank name', { name: ' ' }, 'Name is required'],
    ['no name', { name: undefined }, 'Name is required'],
    ['a malformed e-mail', { email: 'robin-at-example' }, 'Please enter a valid email address'],
    ['no e-mail', { email: undefined }, 'Please enter a valid email address'],
    [
      '201 characters of info',
      { additionalInfo: 'x'.repeat(201) },
      'Please keep to 200 characters or less',
    ],
    [
      'another position',
      { position: 'Chief Executive' },
      "Position must be 'Forward deployed engineer'",
    ],
    ['an unknown field', { salary: 1_000_000 }, 'Unknown field: salary'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const response = await t
      .request()
      .post('/api/job-applications')
      .send(applicationPayload(change));
    expect(response.status).toBe(400);
    expect(response.text).toBe(message);
  });

  it('accepts exactly 200 characters of additional info', async () => {
    const response = await t
      .request()
      .post('/api/job-applications')
      .send(applicationPayload({ additionalInfo: 'y'.repeat(200) }));
    expect(response.status).toBe(201);
  });

  it('stores an uploaded PDF résumé on disk with its metadata', async () => {
    const response = await multipartApplication({ additionalInfo: 'See my CV' }).attach(
      'resume',
      PDF,
      { filename: 'Robin Park CV.PDF', contentType: 'application/pdf' },
    );
    expect(response.status).toBe(201);
    expect(response.body.application).toMatchObject({
      hasResume: true,
      additionalInfo: 'See my CV',
    });
    expect(JSON.stringify(response.body)).not.toContain('resumes/');
    const stored = await JobApplication.query(t.db.knex).findById(response.body.application.id);
    expect(stored).toMatchObject({
      resumeOriginalName: 'Robin Park CV.PDF',
      resumeMimeType: 'application/pdf',
      resumeBytes: PDF.length,
    });
    expect(stored!.resumeUrl).toMatch(/^resumes\/[\w-]+\.pdf$/);
    expect(await readStoredFile(t.services.files, stored!.resumeUrl!)).toEqual(PDF);
  });

  it('accepts a Word file the browser only calls binary when its bytes are a DOCX', async () => {
    const ok = await multipartApplication().attach('resume', DOCX, {
      filename: 'cv.docx',
      contentType: 'application/octet-stream',
    });
    expect(ok.status).toBe(201);
    const typed = await multipartApplication().attach('resume', DOCX, {
      filename: 'cv.docx',
      contentType: DOCX_MIME,
    });
    expect(typed.status).toBe(201);
    const disguised = await multipartApplication().attach('resume', Buffer.from('MZ\x90\x00'), {
      filename: 'cv.docx',
      contentType: 'application/octet-stream',
    });
    expect(disguised.status).toBe(400);
    expect(disguised.text).toBe('Please upload PDF, DOC, or DOCX files only');
  });

  it('reads the bytes, not the name or the declared type', async () => {
    const before = await storedResumes();
    const disguised = [
      { bytes: Buffer.from('Robin Park, engineer'), filename: 'cv.pdf', type: 'application/pdf' },
      { bytes: PDF, filename: 'cv.docx', type: DOCX_MIME },
      { bytes: minimalDocx(), filename: 'cv.doc', type: 'application/msword' },
      { bytes: MINIMAL_DOC, filename: 'cv.pdf', type: 'application/pdf' },
      { bytes: Buffer.from('PK\x03\x04 not a document'), filename: 'cv.docx', type: DOCX_MIME },
    ];
    for (const file of disguised) {
      const response = await multipartApplication().attach('resume', file.bytes, {
        filename: file.filename,
        contentType: file.type,
      });
      expect(response.status, file.filename).toBe(400);
      expect(response.text).toBe('Please upload PDF, DOC, or DOCX files only');
    }
    expect(await storedResumes()).toEqual(before);
    const doc = await multipartApplication().attach('resume', MINIMAL_DOC, {
      filename: 'cv.doc',
      contentType: 'application/msword',
    });
    expect(doc.status).toBe(201);
  });

  it('refuses other file types and keeps nothing of them', async () => {
    const before = await storedResumes();
    const rowsBefore = await JobApplication.query(t.db.knex).resultSize();
    const cases = [
      { filename: 'notes.txt', contentType: 'text/plain' },
      { filename: 'photo.pdf', contentType: 'image/png' },
      { filename: 'cv.pdf.exe', contentType: 'application/pdf' },
      { filename: 'no-extension', contentType: 'application/pdf' },
    ];
    for (const file of cases) {
      const response = await multipartApplication().attach('resume', PDF, file);
      expect(response.status, file.filename).toBe(400);
      expect(response.text).toBe('Please upload PDF, DOC, or DOCX files only');
    }
    expect(await storedResumes()).toEqual(before);
    expect(await JobApplication.query(t.db.knex).resultSize()).toBe(rowsBefore);
  });

  it('answers 413 with a clear message for a résumé over the limit', async () => {
    const small = await createTestApp({ MAX_RESUME_MB: '0.01' });
    try {
      const response = await small
        .request()
        .post('/api/job-applications')
        .field('name', 'Robin Park')
        .field('email', uniqueEmail('big'))
        .field('position', 'Forward deployed engineer')
        .attach('resume', Buffer.concat([PDF, Buffer.alloc(20 * 1024, 32)]), {
          filename: 'big.pdf',
          contentType: 'application/pdf',
        });
      expect(response.status).toBe(413);
      expect(response.text).toBe('Please upload a file of 10 KB or less');
      expect(await JobApplication.query(small.db.knex).resultSize()).toBe(0);
    } finally {
      await small.close();
    }
  });

  it('validates multipart fields like JSON ones', async () => {
    const missingName = await multipartApplication({ name: ' ' }).attach('resume', PDF, {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
    });
    expect(missingName.status).toBe(400);
    expect(missingName.text).toBe('Name is required');
    const extraField = await multipartApplication({ role: 'admin' });
    expect(extraField.status).toBe(400);
    expect(extraField.text).toBe('Unknown field: role');
  });

  it('rejects a file under another field name and a second résumé', async () => {
    const otherField = await multipartApplication().attach('photo', PDF, {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
    });
    expect(otherField.status).toBe(400);
    expect(otherField.text).toBe('Unknown field: photo');
    const twoFiles = await multipartApplication()
      .attach('resume', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
      .attach('resume', PDF, { filename: 'b.pdf', contentType: 'application/pdf' });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.text).toBe('Send one file in "resume"');
  });

  it('stores a multipart application without a file', async () => {
    const response = await multipartApplication({ additionalInfo: '' });
    expect(response.status).toBe(201);
    expect(response.body.application).toMatchObject({ hasResume: false, additionalInfo: null });
  });
});
