import fs from 'node:fs/promises';
import http from 'node:http';
import Koa from 'koa';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTempDir } from '../middleware/body';
import { errorHandler } from '../middleware/errorHandler';
import { Answer, JobApplication } from '../models';
import { createInterview, createProject } from '../test/factories';
import { MINIMAL_PDF } from '../test/fixtures/documents';
import { createTestApp, type TestApp } from '../test/testApp';
import { rawRequest } from './rawHttp';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['asAdmin']>>;
beforeAll(async () => {
  t = await createTestApp({ MAX_RESUME_MB: '0.05' });
  admin = await t.asAdmin();
});
afterAll(() => t.close());

const NUL = '\u0000';

/** Every file left in the upload folder, at any depth. */
async function leftoverUploads(app = t): Promise<string[]> {
  const entries = await fs
    .readdir(uploadTempDir(app.services.config), { recursive: true })
    .catch(() => [] as string[]);
  return entries.map(String);
}

function jobApplication() {
  return t
    .request()
    .post('/api/job-applications')
    .field('name', 'Robin Park')
    .field('email', `robin.${Math.random().toString(36).slice(2)}@example.test`)
    .field('position', 'Engineer');
}

describe('a NUL character', () => {
  it('in a JSON field, at any depth, is a 400 naming the field', async () => {
    const flat = await admin
      .post('/api/projects')
      .send({ name: `ESG${NUL}`, client: 'Acme', baseQuestions: ['Why?'] });
    expect(flat.status).toBe(400);
    expect(flat.text).toBe('The body field "name" must not contain a NUL character');
    const deep = await admin
      .post('/api/projects')
      .send({ name: 'ESG', client: 'Acme', baseQuestions: ['Why?', `How${NUL}?`] });
    expect(deep.status).toBe(400);
    expect(deep.text).toBe('The body field "baseQuestions[1]" must not contain a NUL character');
    const key = await admin.post('/api/projects').send({ [`na${NUL}me`]: 'x' });
    expect(key.status).toBe(400);
    expect(key.text).toMatch(/^The name of body field "na.me" must not contain a NUL character$/);
  });

  it('in the query string or a route parameter is a 400 naming it', async () => {
    const query = await admin.get('/api/search').query({ q: `esg${NUL}` });
    expect(query.status).toBe(400);
    expect(query.text).toBe('The query parameter "q" must not contain a NUL character');
    const repeated = await admin.get(`/api/search?q=esg&q=x%00`);
    expect(repeated.status).toBe(400);
    expect(repeated.text).toBe('The query parameter "q[1]" must not contain a NUL character');
    const param = await admin.get('/api/customer/Acme%00/dashboard');
    expect(param.status).toBe(400);
    expect(param.text).toBe('The path parameter "client" must not contain a NUL character');
  });

  it('in a multipart field or file name is a 400 naming it, and nothing is kept', async () => {
    const rows = await JobApplication.query(t.db.knex).resultSize();
    const field = await jobApplication().field('additionalInfo', `hi${NUL}`);
    expect(field.status).toBe(400);
    expect(field.text).toBe('The form field "additionalInfo" must not contain a NUL character');
    const fileName = await jobApplication().attach('resume', MINIMAL_PDF, {
      filename: `cv${NUL}.pdf`,
      contentType: 'application/pdf',
    });
    expect(fileName.status).toBe(400);
    expect(fileName.text).toBe('The file name in "resume" must not contain a NUL character');
    expect(await JobApplication.query(t.db.knex).resultSize()).toBe(rows);
    expect(await leftoverUploads()).toEqual([]);
  });

  it('that reaches PostgreSQL anyway is a 400, not a 500', async () => {
    const app = new Koa();
    app.use(errorHandler() as Koa.Middleware);
    app.use(async (ctx) => {
      ctx.body = await t.db.knex.raw('select ?::text as value', [`a${NUL}b`]);
    });
    const response = await supertest(app.callback()).get('/');
    expect(response.status).toBe(400);
    expect(response.text).toBe('A value in the request is out of range or malformed');
  });
});

describe('nesting', () => {
  it('deeper than any request needs is a 400', async () => {
    // Written out by hand: JSON.stringify itself overflows the stack at this depth.
    const body = `{"name":${'['.repeat(10_000)}"x"${']'.repeat(10_000)}}`;
    const response = await admin
      .post('/api/projects')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/^The body field "name[[\]0]+…" is nested too deeply$/);
  });
});

describe('Content-Encoding', () => {
  it('other than identity is a 415 before any parser runs, for JSON and multipart', async () => {
    for (const encoding of ['gzip', 'deflate', 'br', 'x-unknown', 'identity, gzip']) {
      const json = await rawRequest(t.origin, {
        method: 'POST',
        path: '/api/login',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        body: '{"username":"a","password":"b"}',
      });
      expect(json.status, encoding).toBe(415);
      expect(json.text).toBe(
        `Unsupported Content-Encoding "${encoding.replace('identity, ', '')}": send the body uncompressed`,
      );
      const multipart = await jobApplication()
        .set('Content-Encoding', encoding)
        .attach('resume', MINIMAL_PDF, { filename: 'cv.pdf', contentType: 'application/pdf' });
      expect(multipart.status, encoding).toBe(415);
    }
    expect(await leftoverUploads()).toEqual([]);
    const identity = await rawRequest(t.origin, {
      method: 'POST',
      path: '/api/login',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' },
      body: '{"username":"nobody","password":"wrong password"}',
    });
    expect(identity.status).toBe(401);
  });
});

describe('multipart uploads', () => {
  it('with two files answer 400 and leave no temp file', async () => {
    const twoResumes = await jobApplication()
      .attach('resume', MINIMAL_PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
      .attach('resume', MINIMAL_PDF, { filename: 'b.pdf', contentType: 'application/pdf' });
    expect(twoResumes.status).toBe(400);
    expect(twoResumes.text).toBe('Send one file in "resume"');

    const project = await createProject(t.db.knex);
    const { interview, questions } = await createInterview(t.db.knex, project, {
      status: 'in_progress',
    });
    const webm = Buffer.from(
      '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581',
      'hex',
    );
    const twoRecordings = await t
      .request()
      .post(`/api/expert/${interview.id}/answer`)
      .field('questionId', questions[0]!.id)
      .attach('audio', webm, { filename: 'a.webm', contentType: 'audio/webm' })
      .attach('audio', webm, { filename: 'b.webm', contentType: 'audio/webm' });
    expect(twoRecordings.status).toBe(400);
    expect(twoRecordings.text).toBe('Send one file in "audio"');
    expect(await Answer.query(t.db.knex).where('interview_id', interview.id)).toHaveLength(0);
    expect(await leftoverUploads()).toEqual([]);
  });

  it('over the size limit answer 413 and leave no temp file', async () => {
    const response = await jobApplication().attach(
      'resume',
      Buffer.concat([MINIMAL_PDF, Buffer.alloc(200 * 1024, 32)]),
      { filename: 'big.pdf', contentType: 'application/pdf' },
    );
    expect(response.status).toBe(413);
    expect(await leftoverUploads()).toEqual([]);
  });

  it('cut off by the client mid-stream leave no temp file', async () => {
    const boundary = 'parley-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const url = new URL(t.origin);
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/api/job-applications',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + 40 * 1024),
      },
    });
    request.on('error', () => {});
    request.write(Buffer.concat([head, MINIMAL_PDF, Buffer.alloc(8 * 1024, 32)]));
    // The upload has begun once its temp file exists; then the client hangs up.
    await expect.poll(leftoverUploads, { timeout: 5000 }).not.toEqual([]);
    request.destroy();
    await expect.poll(leftoverUploads, { timeout: 5000 }).toEqual([]);
    const stillServing = await t.request().get('/api/user');
    expect(stillServing.status).toBe(401);
  });

  it('of a file that only starts like audio answer 415 and store nothing', async () => {
    const project = await createProject(t.db.knex);
    const { interview, questions } = await createInterview(t.db.knex, project, {
      status: 'in_progress',
    });
    const magicOnly = Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.alloc(256, 7)]);
    const response = await t
      .request()
      .post(`/api/expert/${interview.id}/answer`)
      .field('questionId', questions[0]!.id)
      .attach('audio', magicOnly, { filename: 'a.webm', contentType: 'audio/webm' });
    expect(response.status).toBe(415);
    expect(await Answer.query(t.db.knex).where('interview_id', interview.id)).toHaveLength(0);
    expect(await t.services.files.list(interview.id)).toEqual([]);
    expect(await leftoverUploads()).toEqual([]);
  });
});
