import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointName, endpoints, SKIPPED_ANSWER } from '../../sync/contract';
import type { Interview, Project, Question, User } from '../models';
import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument';
import { bearer, issueApiToken } from '../test/apiTokens';
import {
  createAnswer,
  createCustomer,
  createInterview,
  createProject,
  createUser,
  setTimestamps,
  signIn,
  TEST_PASSWORD,
} from '../test/factories';
import { openApiConformance } from '../test/openApiConformance';
import { createTestApp, type TestApp } from '../test/testApp';

/**
 * One matrix over every endpoint in sync/contract: each is called signed out and as
 * every kind of account against client Alpha's data, and must answer what the
 * authorization rules say. A new endpoint without a row here fails to type-check.
 *
 * Every cell runs twice: with the browser's session cookie and with the same account's
 * API token (`Authorization: Bearer`), which must act as that user with that role. A
 * revoked token is a 401 on every endpoint, and every 2xx body must match the
 * published OpenAPI document.
 */

type Caller = 'signedOut' | 'admin' | 'customerA' | 'customerB' | 'owningExpert' | 'otherExpert';
const CALLERS: Caller[] = [
  'signedOut',
  'admin',
  'customerA',
  'customerB',
  'owningExpert',
  'otherExpert',
];

/** Expected status per caller; `ok` means any 2xx. Callers left out must not get 401/403. */
type Expectation = Partial<Record<Caller, number | 'ok'>>;

const ALPHA = 'Alpha Capital';
const BETA = 'Beta Bank';

let t: TestApp;
let accounts: Record<Exclude<Caller, 'signedOut'>, User>;
let alphaProject: Project;
let alphaInterview: Interview;
let alphaQuestions: Question[];

beforeAll(async () => {
  t = await createTestApp({ TRANSCRIPTION_PROVIDER: 'none' });
  const knex = t.db.knex;
  accounts = {
    admin: await createUser(knex, { role: 'admin' }),
    customerA: await createCustomer(knex, ALPHA),
    customerB: await createCustomer(knex, BETA),
    owningExpert: await createUser(knex, { role: 'expert', email: 'owner@alpha.test' }),
    otherExpert: await createUser(knex, { role: 'expert', email: 'other@beta.test' }),
  };
  alphaProject = await createProject(knex, { client: ALPHA, name: 'Alpha ESG study' });
  await createProject(knex, { client: BETA, name: 'Beta risk study' });
  ({ interview: alphaInterview, questions: alphaQuestions } = await createInterview(
    knex,
    alphaProject,
    { expertEmail: 'owner@alpha.test', company: 'Northwind Bank', status: 'completed' },
  ));
  await createAnswer(
    knex,
    alphaQuestions[0]!,
    'We integrate ESG scores into every credit committee memo. The hardest part is data quality.',
  );
  await createAnswer(knex, alphaQuestions[1]!, SKIPPED_ANSWER);
  // Completed, not finished early: finishing again changes nothing and the link cannot reopen it.
  await setTimestamps(knex, 'interviews', alphaInterview.id, { completedAt: new Date() });
  tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(accounts).map(async ([caller, user]) => [
        caller,
        await issueApiToken(knex, user),
      ]),
    ),
  ) as typeof tokens;
  revokedToken = await issueApiToken(knex, accounts.admin, 'Revoked');
  await knex('api_tokens')
    .where({ name: 'Revoked', user_id: accounts.admin.id })
    .update({ revoked_at: new Date() });
});
afterAll(() => t.close());

const clientScoped: Expectation = {
  signedOut: 401,
  owningExpert: 403,
  otherExpert: 403,
  customerB: 403,
  customerA: 'ok',
  admin: 'ok',
};
const adminOnly: Expectation = {
  signedOut: 401,
  owningExpert: 403,
  otherExpert: 403,
  customerA: 403,
  customerB: 403,
  admin: 'ok',
};
const expertOnly: Expectation = {
  signedOut: 401,
  admin: 403,
  customerA: 403,
  customerB: 403,
  owningExpert: 'ok',
  otherExpert: 'ok',
};
const publicCall: Expectation = {};
/** Signing in and out and minting tokens are for browsers: a valid token is a 403 there. */
const browserOnly: Expectation = {
  admin: 403,
  customerA: 403,
  customerB: 403,
  owningExpert: 403,
  otherExpert: 403,
};
const signedInOnly: Expectation = {
  signedOut: 401,
  admin: 'ok',
  customerA: 'ok',
  customerB: 'ok',
  owningExpert: 'ok',
  otherExpert: 'ok',
};

interface Case {
  expect: Expectation;
  body?: () => object;
  query?: () => Record<string, string>;
  /** A check on the 2xx body, e.g. that a list shows no other client's rows. */
  check?: (caller: Caller, body: unknown) => void;
  /** What a caller's API token gets where it differs from their session. */
  tokenExpect?: Expectation;
}

type Credential = 'session' | 'token';
let tokens: Record<Exclude<Caller, 'signedOut'>, string>;
let revokedToken: string;
const expectConforms = openApiConformance(buildOpenApiDocument());

const onlyAlphaFor = (caller: Caller, rows: unknown) => {
  const clients = new Set((rows as { client: string }[]).map((row) => row.client));
  if (caller === 'customerA') expect([...clients]).toEqual([ALPHA]);
  if (caller === 'customerB') expect(clients.has(ALPHA)).toBe(false);
};

const cases: Record<EndpointName, Case> = {
  currentUser: {
    expect: {
      signedOut: 401,
      admin: 'ok',
      customerA: 'ok',
      customerB: 'ok',
      owningExpert: 'ok',
      otherExpert: 'ok',
    },
  },
  login: {
    expect: publicCall,
    tokenExpect: browserOnly,
    body: () => ({ username: accounts.customerA.username, password: TEST_PASSWORD }),
  },
  register: { ...publicCall_register(), tokenExpect: browserOnly },
  logout: { expect: publicCall, tokenExpect: browserOnly },
  // Public, but only the session that created the account may use it: 403 for everyone here.
  setPasswordAfterSignup: {
    expect: Object.fromEntries(CALLERS.map((c) => [c, 403])),
    body: () => ({ userId: accounts.customerA.id, password: 'hijacked-password' }),
  },
  setPasswordAfterInquiry: {
    expect: Object.fromEntries(CALLERS.map((c) => [c, 403])),
    body: () => ({ userId: accounts.admin.id, password: 'hijacked-password' }),
  },
  listProjects: {
    expect: { ...clientScoped, customerB: 'ok' },
    check: onlyAlphaFor,
  },
  getProject: { expect: clientScoped },
  createProject: {
    expect: { ...clientScoped, customerB: 403 },
    body: () => ({
      name: 'Matrix project',
      client: ALPHA,
      baseQuestions: ['What changed this year?'],
      projectGoal: 'Understand change',
      expertProfile: 'Bank CROs',
      numberOfExperts: '5-10',
      timeline: '1-2 weeks',
      interviewDurationMinutes: 30,
    }),
  },
  updateProject: { expect: clientScoped, body: () => ({ description: 'Updated by the matrix' }) },
  listInterviews: {
    expect: { ...clientScoped, customerB: 'ok' },
    check: onlyAlphaFor,
  },
  getInterview: { expect: { ...clientScoped, owningExpert: 'ok' } },
  createInterview: {
    expect: adminOnly,
    body: () => ({
      projectId: alphaProject.id,
      expertName: 'Matrix Expert',
      expertEmail: 'matrix@expert.test',
      company: 'Northwind Bank',
      client: ALPHA,
      interviewDurationMinutes: 30,
    }),
  },
  // Only admins may close; the matrix's interview is completed already, so the admin
  // gets past the policy to the 409 that it cannot be closed (interviews.test.ts).
  closeInterview: { expect: { ...adminOnly, admin: 409 } },
  // The interview link is the credential: nobody is turned away for who they are.
  currentQuestion: { expect: publicCall },
  submitAnswer: {
    expect: publicCall,
    body: () => ({ questionId: alphaQuestions[2]!.id, answerText: 'Matrix answer' }),
  },
  // The matrix runs with no speech engine: every caller gets past the link check to the
  // engine's documented 503 ('Transcription is not available…'), which proves nobody is
  // turned away for who they are. audio.test.ts covers the engine itself.
  transcribe: { expect: Object.fromEntries(CALLERS.map((c) => [c, 503])) },
  finishInterview: { expect: publicCall },
  // The matrix's interview is completed: a 409 for everyone, but never a 401/403.
  reopenInterview: { expect: publicCall },
  declineInterview: { expect: publicCall },
  // The matrix's interview is completed: every caller gets past the link check to the
  // 409 that a finished interview takes no drafts (drafts.test.ts covers the rest).
  draftChunk: { expect: Object.fromEntries(CALLERS.map((c) => [c, 409])) },
  discardDraft: { expect: publicCall },
  upcomingExpertInterviews: { expect: expertOnly },
  expertFigures: { expect: expertOnly },
  // Scoped like the lists: api/figures/figures.test.ts checks each caller's numbers.
  researchFigures: { expect: { ...clientScoped, customerB: 'ok' } },
  projectFigures: { expect: clientScoped },
  projectCompanies: { expect: clientScoped },
  completedExpertInterviews: {
    expect: expertOnly,
    check: (caller, rows) => {
      const ids = (rows as { id: string }[]).map((row) => row.id);
      if (caller === 'owningExpert') expect(ids).toContain(alphaInterview.id);
      if (caller === 'otherExpert') expect(ids).not.toContain(alphaInterview.id);
    },
  },
  clientInsights: { expect: clientScoped },
  clientInterviews: { expect: clientScoped, check: onlyAlphaFor },
  search: { expect: clientScoped, query: () => ({ q: 'ESG', client: ALPHA }) },
  generateInsights: { expect: clientScoped },
  askAi: {
    expect: clientScoped,
    body: () => ({ question: 'How do banks use ESG scores?', useWebSearch: false }),
  },
  generateAnalysis: {
    expect: clientScoped,
    body: () => ({ type: 'list', question: 'What are the main ESG challenges?' }),
  },
  listAnalyses: { expect: clientScoped },
  // `:id` is a project id here, so callers past authorization find no such analysis.
  getAnalysis: { expect: { ...clientScoped, customerA: 404, admin: 404 } },
  askAiOptions: { expect: clientScoped },
  interviewQuality: {
    expect: { ...clientScoped, customerB: 'ok' },
    check: (caller, map) => {
      const ids = Object.keys(map as object);
      if (caller === 'customerA' || caller === 'admin') expect(ids).toContain(alphaInterview.id);
      if (caller === 'customerB') expect(ids).not.toContain(alphaInterview.id);
    },
  },
  interviewTranscript: { expect: clientScoped },
  interviewTranscriptMarkdown: { expect: clientScoped },
  listAuditEvents: { expect: adminOnly },
  auditEventsCsv: { expect: adminOnly },
  customerDashboard: { expect: clientScoped },
  customerReport: { expect: clientScoped },
  projectSummary: { expect: clientScoped },
  regenerateProjectSummary: { expect: clientScoped },
  expertSignup: {
    expect: publicCall,
    body: () => ({
      fullName: 'Matrix Signup',
      currentRole: 'CRO',
      company: 'Northwind Bank',
      areaOfExpertise: 'Credit risk',
    }),
  },
  projectInquiry: {
    expect: publicCall,
    body: () => ({
      companyName: 'Gamma Partners',
      companySize: '11-50',
      contactEmail: 'g@gamma.test',
    }),
  },
  jobApplication: {
    expect: publicCall,
    body: () => ({
      name: 'Matrix Applicant',
      email: 'm@applicant.test',
      position: 'Forward deployed engineer',
    }),
  },
  createApiToken: {
    expect: signedInOnly,
    body: () => ({ name: 'Matrix token' }),
    // A token cannot mint tokens: that needs a browser session.
    tokenExpect: browserOnly,
  },
  listApiTokens: { expect: signedInOnly },
  // The path's id is a project's, so no token: a 404 for the signed-in, 401 signed out.
  revokeApiToken: { expect: { signedOut: 401 } },
  openApiDocument: { expect: publicCall },
  systemStatus: { expect: adminOnly },
  listJobs: { expect: adminOnly },
  // No job has failed: a 404 for the admin, 401/403 for everyone else.
  retryJob: { expect: { ...adminOnly, admin: 404 } },
  emailVerificationStatus: {
    expect: { signedOut: 401, admin: 'ok', customerA: 'ok', owningExpert: 'ok', otherExpert: 'ok' },
  },
  // Every account here is verified or has no address: a 400, but never a 401/403.
  resendEmailVerification: { expect: { signedOut: 401 } },
  confirmEmail: { expect: publicCall, body: () => ({ token: 'not-a-real-link-token-0123456789' }) },
  mailOutbox: { expect: adminOnly },
  listClients: { expect: adminOnly },
  getClient: { expect: clientScoped },
  // customerA is a member of Alpha already: granting them again is a 200 that changes nothing.
  grantClientAccess: { expect: clientScoped, body: () => ({ user: accounts.customerA.username }) },
  // The path names no member and no request: a 404 for whoever the policy lets through.
  removeClientMember: { expect: { ...adminOnly, admin: 404 } },
  approveClientAccessRequest: { expect: { ...clientScoped, admin: 404, customerA: 404 } },
  declineClientAccessRequest: { expect: { ...clientScoped, admin: 404, customerA: 404 } },
  myClientAccess: {
    expect: {
      signedOut: 401,
      admin: 'ok',
      customerA: 'ok',
      customerB: 'ok',
      owningExpert: 'ok',
      otherExpert: 'ok',
    },
  },
  // Only for customers, and both here already have a client: a 409 that changes nothing.
  requestClientAccess: {
    expect: { ...adminOnly, admin: 403, customerA: 409, customerB: 409 },
    body: () => ({ client: BETA }),
  },
};

function publicCall_register(): Case {
  let n = 0;
  return {
    expect: publicCall,
    body: () => ({ username: `matrix-registrant-${++n}`, password: 'secret-password' }),
  };
}

const MATRIX_DRAFT_ID = '3f1c2a5e-8b7d-4c6e-9a01-23456789abcd';

function pathFor(template: string): string {
  return template
    .replace(':id', alphaProject.id)
    .replace(':interviewId', alphaInterview.id)
    .replace(':client', encodeURIComponent(ALPHA))
    .replace(':userId', 'usr_not_a_member')
    .replace(':requestId', 'car_not_waiting')
    .replace(':draftId', MATRIX_DRAFT_ID)
    .replace(':sequence', '0');
}

/** `token`: the caller's API token, or the revoked one for `signedOut`, and no cookie. */
async function call(
  caller: Caller,
  name: EndpointName,
  credential: Credential = 'session',
): Promise<supertest.Response> {
  const endpoint = endpoints[name];
  const testCase = cases[name];
  const agent = t.agent();
  if (caller !== 'signedOut' && credential === 'session') await signIn(agent, accounts[caller]);
  const url = pathFor(endpoint.path);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  const request = agent[method](url);
  if (credential === 'token') {
    request.set('Authorization', bearer(caller === 'signedOut' ? revokedToken : tokens[caller]));
  }
  if (testCase.query) request.query(testCase.query());
  if (testCase.body) request.send(testCase.body());
  return request;
}

describe('authorization matrix', () => {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const { method, path } = endpoints[name];
    describe(`${method} ${path}`, () => {
      for (const credential of ['session', 'token'] as const) {
        for (const caller of CALLERS) {
          const testCase = cases[name];
          // signedOut with a token means a revoked token: a 401 whatever the endpoint.
          const expected =
            credential === 'token'
              ? caller === 'signedOut'
                ? 401
                : caller in (testCase.tokenExpect ?? {})
                  ? testCase.tokenExpect?.[caller]
                  : testCase.expect[caller]
              : testCase.expect[caller];
          const who =
            credential === 'token'
              ? `${caller === 'signedOut' ? 'revoked' : caller} token`
              : caller;
          const label =
            expected === undefined ? 'is not refused for who they are' : `→ ${expected}`;
          it(`${who} ${label}`, async () => {
            const response = await call(caller, name, credential);
            if (expected === undefined) {
              // 'Not refused' still means answered: a 5xx here is a crash, not a pass.
              expect(response.status, response.text).toBeLessThan(500);
              expect([401, 403], response.text).not.toContain(response.status);
              if (response.status < 300) expectConforms(endpoints[name], response);
            } else if (expected === 'ok') {
              expect(response.status, response.text).toBeGreaterThanOrEqual(200);
              expect(response.status, response.text).toBeLessThan(300);
              testCase.check?.(caller, response.body);
              expectConforms(endpoints[name], response);
            } else {
              expect(response.status, response.text).toBe(expected);
            }
            if (credential === 'token') expect(response.headers['set-cookie']).toBeUndefined();
          });
        }
      }
    });
  }
});
