import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTempDir } from '../middleware/body';
import {
  createAdmin,
  createAnswer,
  createCustomer,
  createExpert,
  createInterview,
  createProject,
  TEST_PASSWORD,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/testApp';
import { contractFields, junkString, junkValue, type Random, seededRandom } from './fuzzInputs';
import { cookieHeader, rawRequest } from './rawHttp';
import { type RegisteredRoute, registeredRoutes } from './routeTable';

/**
 * Every route of the real router, as anonymous, admin, customer and expert, with path
 * parameters that exist and junk ones, gets a seeded battery of malformed input. No
 * answer may be a 5xx (except where a route says 503 on purpose, below), every 4xx
 * must say why, no upload may leave a temp file, and the server must still answer.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const REQUESTS_PER_ROUTE = 24;
const CLIENT = 'Acme Capital';

/**
 * Routes allowed to answer 503 and why: each depends on a service that may be absent
 * on the machine running the tests.
 */
const MAY_BE_UNAVAILABLE: Record<string, string> = {
  'POST /api/expert/:interviewId/transcribe':
    'no transcription provider (pocketsphinx or ffmpeg missing), or one that timed out',
};

type Caller = 'anonymous' | 'admin' | 'customer' | 'expert';

interface FuzzRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

let t: TestApp;
let cookies: Record<Caller, string>;
let realParams: Record<string, string>;
let realValues: string[];

async function signIn(username: string): Promise<string> {
  const response = await rawRequest(t.origin, {
    method: 'POST',
    path: '/api/login',
    headers: { 'Content-Type': 'application/json', Origin: t.origin },
    body: JSON.stringify({ username, password: TEST_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.text}`);
  return cookieHeader(response);
}

beforeAll(async () => {
  t = await createTestApp();
  const knex = t.db.knex;
  const [admin, customer, expert] = [
    await createAdmin(knex),
    await createCustomer(knex, CLIENT),
    await createExpert(knex),
  ];
  const project = await createProject(knex, { client: CLIENT });
  const { interview, questions } = await createInterview(knex, project, {
    status: 'in_progress',
    expertUserId: expert.id,
    expertEmail: expert.email ?? undefined,
  });
  await createAnswer(knex, questions[0]!, 'We integrate ESG data into risk models.');
  realParams = { id: project.id, interviewId: interview.id, client: CLIENT };
  realValues = [
    project.id,
    interview.id,
    questions[1]!.id,
    CLIENT,
    admin.username,
    'x@example.test',
  ];
  cookies = {
    anonymous: '',
    admin: await signIn(admin.username),
    customer: await signIn(customer.username),
    expert: await signIn(expert.username),
  };
});
afterAll(() => t.close());

const JUNK_PARAMS = [
  'x',
  'prj_',
  '%00',
  '%FF%FE',
  '%ED%A0%80',
  '..',
  '%2e%2e',
  'x'.repeat(3000),
  '0',
  '-1',
  '%C3%BC%E2%80%AE',
];

function pathFor(route: RegisteredRoute, random: Random): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) =>
    realParams[name] && random.chance(0.6)
      ? encodeURIComponent(realParams[name]!)
      : random.pick(JUNK_PARAMS),
  );
}

function queryFor(route: RegisteredRoute, random: Random): string {
  const keys = [
    ...contractFields(route.method, route.path).query,
    'q',
    'page',
    'limit',
    'projectId',
  ];
  const roll = random.int(8);
  if (roll === 0) return `?${'a=1&'.repeat(2_000)}`;
  if (roll === 1) return `?${keys.map((key) => `${key}=1&${key}=2`).join('&')}`;
  if (roll === 2)
    return `?${random.pick(keys)}=${random.pick(['%zz', '%00', '%FF', '%ED%A0%80', '', 'x'.repeat(4_000)])}`;
  if (roll === 3) {
    const key = random.pick(keys);
    return `?${encodeURIComponent(key)}=${encodeURIComponent(safeForUrl(junkString(random, realValues).slice(0, 2_000)))}`;
  }
  if (roll === 4) return `?${random.pick(keys)}[a][b]=1`;
  return '';
}

/** encodeURIComponent refuses lone surrogates; the raw %ED%A0%80 case covers them. */
function safeForUrl(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, '?');
}

function junkObject(route: RegisteredRoute, random: Random): Record<string, unknown> {
  const fields = contractFields(route.method, route.path).body;
  const object: Record<string, unknown> = {};
  for (const field of fields) {
    if (random.chance(0.3)) continue; // missing
    object[field] = random.chance(0.3) ? random.pick(realValues) : junkValue(random, realValues);
  }
  if (random.chance(0.3)) object[random.pick(['role', 'isAdmin', '__proto__', 'extra'])] = 'admin';
  return object;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** One malformed request body (or none) with the headers it comes with. */
function bodyFor(
  route: RegisteredRoute,
  random: Random,
): { kind: string; headers: Record<string, string>; body?: string | Buffer } {
  const object = () => JSON.stringify(junkObject(route, random));
  const kinds: (() => { kind: string; headers: Record<string, string>; body?: string | Buffer })[] =
    [
      () => ({ kind: 'junk fields', headers: JSON_TYPE, body: object() }),
      () => ({ kind: 'junk fields', headers: JSON_TYPE, body: object() }),
      () => ({ kind: 'junk fields', headers: JSON_TYPE, body: object() }),
      () => ({ kind: 'empty object', headers: JSON_TYPE, body: '{}' }),
      () => ({ kind: 'no body', headers: {} }),
      () => ({
        kind: 'array for object',
        headers: JSON_TYPE,
        body: JSON.stringify([junkObject(route, random)]),
      }),
      () => ({
        kind: 'scalar',
        headers: JSON_TYPE,
        body: random.pick(['"text"', '42', 'null', 'true']),
      }),
      () => ({
        kind: 'deep nesting',
        headers: JSON_TYPE,
        body: `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      }),
      () => ({
        kind: 'bad JSON',
        headers: JSON_TYPE,
        body: random.pick(['{"a":', "{'a':1}", '{"a":1,}', 'nul', '\u0000', '{"a":1}{"b":2}', '']),
      }),
      () => ({
        kind: 'invalid UTF-8',
        headers: JSON_TYPE,
        body: Buffer.concat([
          Buffer.from('{"name":"'),
          Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
          Buffer.from('"}'),
        ]),
      }),
      () => ({
        kind: 'lone surrogate',
        headers: JSON_TYPE,
        body: '{"name":"\\ud800","client":"\\udfff"}',
      }),
      () => ({
        kind: 'NUL in JSON',
        headers: JSON_TYPE,
        body: '{"name":"a\\u0000b","q":"\\u0000"}',
      }),
      () => ({
        kind: 'wrong content type',
        headers: {
          'Content-Type': random.pick([
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'image/png',
          ]),
        },
        body: object(),
      }),
      () => ({ kind: 'absent content type', headers: {}, body: object() }),
      () => ({
        kind: 'bogus Content-Encoding',
        headers: {
          ...JSON_TYPE,
          'Content-Encoding': random.pick(['gzip', 'deflate', 'br', 'zstd']),
        },
        body: object(),
      }),
      () => ({
        kind: 'over 1 MB',
        headers: JSON_TYPE,
        body: `{"name":"${'x'.repeat(1_100_000)}"}`,
      }),
      () => bogusMultipart(route, random),
      () => bogusMultipart(route, random),
    ];
  return random.pick(kinds)();
}

function bogusMultipart(route: RegisteredRoute, random: Random) {
  const boundary = 'fuzzboundary';
  const fields = contractFields(route.method, route.path).body;
  const fileField = random.pick(['audio', 'resume', 'file', ...fields]);
  const part = (name: string, value: string | Buffer, file?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n` +
          (file ? 'Content-Type: application/octet-stream\r\n' : '') +
          '\r\n',
      ),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const textParts = fields.map((field) =>
    part(field, safeForUrl(junkString(random, realValues)).slice(0, 10_000)),
  );
  const file = Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.alloc(64, 1)]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const variants: [string, string, Buffer][] = [
    [
      'multipart: two files',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([
        ...textParts,
        part(fileField, file, 'a.webm'),
        part(fileField, file, 'b.webm'),
        end,
      ]),
    ],
    ['multipart: no boundary', 'multipart/form-data', Buffer.concat([...textParts, end])],
    [
      'multipart: wrong boundary',
      'multipart/form-data; boundary=other',
      Buffer.concat([...textParts, end]),
    ],
    [
      'multipart: truncated',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([...textParts, part(fileField, file, 'a.webm')]).subarray(0, 120),
    ],
    [
      'multipart: NUL file name',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([...textParts, part(fileField, file, 'a\u0000.pdf'), end]),
    ],
    [
      'multipart: repeated field',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([...textParts, ...textParts, end]),
    ],
    [
      'multipart: garbage',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.from('\u0000\u00ff garbage --fuzzboundary'),
    ],
  ];
  const [kind, contentType, body] = random.pick(variants);
  return { kind, headers: { 'Content-Type': contentType }, body };
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(work));
  }
}

describe('fuzzing every route', () => {
  it('never answers 5xx, explains every 4xx and leaves no temp file', async () => {
    const random = seededRandom(SEED);
    const routes = registeredRoutes(t.services);
    const requests: (FuzzRequest & { route: string; caller: Caller })[] = [];
    for (const route of routes) {
      for (let n = 0; n < REQUESTS_PER_ROUTE; n++) {
        // Signing out would leave the rest of the run anonymous; anonymous sign-outs are enough.
        const caller: Caller =
          route.path === '/api/logout'
            ? 'anonymous'
            : random.pick(['anonymous', 'admin', 'customer', 'expert'] as const);
        const { kind, headers, body } =
          route.method === 'GET' && random.chance(0.8)
            ? { kind: 'query', headers: {}, body: undefined }
            : bodyFor(route, random);
        requests.push({
          route: `${route.method} ${route.path}`,
          caller,
          kind,
          method: route.method,
          path: pathFor(route, random) + queryFor(route, random),
          headers: {
            ...headers,
            Origin: t.origin,
            ...(cookies[caller] ? { Cookie: cookies[caller] } : {}),
          },
          body,
        });
      }
    }

    const histogram: Record<number, number> = {};
    const problems: string[] = [];
    const started = Date.now();
    await inBatches(requests, 8, async (request) => {
      const response = await rawRequest(t.origin, request);
      histogram[response.status] = (histogram[response.status] ?? 0) + 1;
      const what = `${request.route} as ${request.caller}, ${request.kind} (${request.method} ${request.path.slice(0, 120)})`;
      if (
        response.status >= 500 &&
        !(response.status === 503 && MAY_BE_UNAVAILABLE[request.route])
      ) {
        problems.push(`${what} → ${response.status} ${response.text.slice(0, 200)}`);
      } else if (response.status >= 400 && response.text.trim() === '') {
        problems.push(`${what} → ${response.status} with no message`);
      }
    });
    console.info(
      `[fuzz] seed ${SEED}: ${requests.length} requests over ${routes.length} routes in ${Date.now() - started} ms; statuses ${JSON.stringify(histogram)}`,
    );
    expect(problems).toEqual([]);

    await t.services.jobs.onIdle();
    await expect
      .poll(() => fs.readdir(uploadTempDir(t.services.config), { recursive: true }), {
        timeout: 5000,
      })
      .toEqual([]);
    const alive = await rawRequest(t.origin, {
      method: 'GET',
      path: '/api/user',
      headers: { Cookie: cookies.admin },
    });
    expect(alive.status).toBe(200);
  }, 180_000);
});
