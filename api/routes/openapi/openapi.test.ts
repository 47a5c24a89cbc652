import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../sync/contract';
import type { Endpoint } from '../../../sync/contract/endpoints';
import { buildOpenApiDocument, openApiPath } from '../../openapi/buildOpenApiDocument';
import { createTestApp, type TestApp } from '../../test/testApp';
import { apiRouter } from '../index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
};

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;

function operationsOf(document: { paths?: object }) {
  const rows: { key: string; path: string; method: string; operation: Operation }[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (operation) rows.push({ key: `${method.toUpperCase()} ${path}`, path, method, operation });
    }
  }
  return rows;
}

type JsonSchemaObject = { properties?: Record<string, object>; required?: string[] };

/** Every `$ref` in the document, to check each points at something. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('is public and serves OpenAPI 3.1 generated from the contract', async () => {
    const response = await t.request().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.info.title).toBe('Parley API');
    expect(response.body.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'parley.sid' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    });
  });

  it('has one operation per entry of the endpoints table, each complete', async () => {
    const document = (await t.request().get('/api/openapi.json')).body;
    const operations = operationsOf(document);
    expect(operations).toHaveLength(Object.keys(endpoints).length);
    const schemes = Object.keys(document.components.securitySchemes);
    const ids = new Set<string>();
    for (const { key, path, operation } of operations) {
      expect(ids.has(operation.operationId), `${key} operationId is unique`).toBe(false);
      ids.add(operation.operationId);
      expect(operation.tags, key).toHaveLength(1);
      expect(Array.isArray(operation.security), `${key} declares security`).toBe(true);
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement)) expect(schemes, key).toContain(scheme);
      }
      // A 202 "still running" is documented where the contract declares one, beside the success.
      const { accepted } = (endpoints as Record<string, Endpoint>)[operation.operationId]!;
      expect('202' in operation.responses, `${key} documents a 202 as the contract says`).toBe(
        Boolean(accepted),
      );
      const success = Object.keys(operation.responses).filter(
        (status) => /^2\d\d$/.test(status) && !(accepted && status === '202'),
      );
      expect(success, `${key} has one success response`).toHaveLength(1);
      expect(operation.responses.default, `${key} describes its errors`).toBeDefined();
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${key} path parameters`).toEqual(
        pathParams.sort(),
      );
      for (const parameter of declared) expect(parameter.required, key).toBe(true);
    }
  });

  it('declares security as the server enforces it', () => {
    const document = buildOpenApiDocument();
    const byId = new Map(operationsOf(document).map((row) => [row.operation.operationId, row]));
    expect(byId.get('login')?.operation.security).toEqual([]);
    expect(byId.get('submitAnswer')?.operation.security).toEqual([]);
    expect(byId.get('listProjects')?.operation.security).toEqual([
      { sessionCookie: [] },
      { bearerToken: [] },
    ]);
    // Minting a token needs a person at a browser.
    expect(byId.get('createApiToken')?.operation.security).toEqual([{ sessionCookie: [] }]);
    const submit = byId.get('submitAnswer')?.operation;
    expect(submit?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }),
    );
    expect(Object.keys(submit?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
  });

  it('documents the 202 of an analysis still computing, and the GET that follows it', () => {
    const byId = new Map(
      operationsOf(buildOpenApiDocument()).map((row) => [row.operation.operationId, row]),
    );
    const generate = byId.get('generateAnalysis')!;
    expect(generate.key).toBe('POST /api/customer/{client}/generate-analysis');
    const statuses = Object.keys(generate.operation.responses).filter((s) => /^2\d\d$/.test(s));
    expect(statuses).toEqual(['200', '202']);
    const accepted = generate.operation.responses['202'] as {
      description: string;
      content: Record<string, { schema: JsonSchemaObject }>;
    };
    expect(accepted.description).toMatch(/GET \/api\/customer\/\{client\}\/analyses\/\{id\}/);
    const running = accepted.content['application/json']!.schema;
    expect(running.properties?.status).toMatchObject({ const: 'running' });
    expect(running.required).toEqual(expect.arrayContaining(['id', 'status', 'progress']));
    // The finished answer stays the 200, with any status.
    const done = generate.operation.responses['200'] as typeof accepted;
    expect(done.content['application/json']!.schema.properties?.status).toMatchObject({
      enum: ['running', 'done', 'failed'],
    });

    const follow = byId.get('getAnalysis')!;
    expect(follow.key).toBe('GET /api/customer/{client}/analyses/{id}');
    expect(Object.keys(follow.operation.responses)).toContain('200');
  });

  it("documents search's company and topic filters, which need client", () => {
    const byId = new Map(
      operationsOf(buildOpenApiDocument()).map((row) => [row.operation.operationId, row]),
    );
    const parameters = byId.get('search')!.operation.parameters as {
      name: string;
      description?: string;
    }[];
    expect(parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'client', 'company', 'topic', 'limit', 'cursor']),
    );
    for (const name of ['company', 'topic']) {
      const filter = parameters.find((parameter) => parameter.name === name)!;
      expect(filter.description, name).toMatch(/client dashboard's .* filter\. Needs client\.$/);
    }
  });

  it('documents a client dashboard of counts, without lists of answer ids', () => {
    const byId = new Map(
      operationsOf(buildOpenApiDocument()).map((row) => [row.operation.operationId, row]),
    );
    const ok = byId.get('customerDashboard')!.operation.responses['200'] as {
      content: Record<string, { schema: object }>;
    };
    // Inline: the response schema is the whole of it.
    const text = JSON.stringify(ok.content['application/json']!.schema);
    expect(text).not.toContain('$ref');
    expect(text).toContain('recentResponses');
    expect(text).not.toContain('answerIds');
    expect(text).not.toContain('topicAnswerIds');
  });

  it('documents include=recentAnswers on the interview lists, and the answers only then', () => {
    const byId = new Map(
      operationsOf(buildOpenApiDocument()).map((row) => [row.operation.operationId, row]),
    );
    type Json = JsonSchemaObject & { items?: Json; anyOf?: Json[]; description?: string };
    const jsonOf = (operationId: string, status = '200') =>
      (
        byId.get(operationId)!.operation.responses[status] as {
          content: Record<string, { schema: Json }>;
        }
      ).content['application/json']!.schema;
    for (const operationId of [
      'listInterviews',
      'clientInterviews',
      'upcomingExpertInterviews',
      'completedExpertInterviews',
    ]) {
      const include = (
        byId.get(operationId)!.operation.parameters as {
          in: string;
          name: string;
          required?: boolean;
          description?: string;
          schema: { enum?: string[] };
        }[]
      ).find((parameter) => parameter.in === 'query' && parameter.name === 'include');
      expect(include?.required, operationId).toBeFalsy();
      expect(include?.schema.enum, operationId).toEqual(['recentAnswers']);
      expect(include?.description, operationId).toMatch(/^recentAnswers: .*Left out by default/);
      // Both shapes of the answer (the page and the plain array) have the same item.
      const listItems = jsonOf(operationId).anyOf!.map(
        (shape) => shape.properties?.items ?? shape,
      ) as Json[];
      expect(listItems, operationId).toHaveLength(2);
      for (const list of listItems) {
        const item = list.items!;
        expect(item.properties?.recentAnswers, operationId).toMatchObject({
          type: 'array',
          description: expect.stringMatching(/only when the request has include=recentAnswers/),
        });
        expect(item.required, operationId).toContain('id');
        expect(item.required, operationId).not.toContain('recentAnswers');
      }
    }
    // One interview always has them.
    for (const [operationId, status] of [
      ['getInterview', '200'],
      ['closeInterview', '200'],
      ['createInterview', '201'],
    ] as const) {
      expect(jsonOf(operationId, status).required, operationId).toContain('recentAnswers');
    }
  });

  it('holds only valid JSON Schema 2020-12 (what OpenAPI 3.1 schemas are)', () => {
    const document = buildOpenApiDocument() as unknown as Record<string, unknown>;
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(document, 'openapi');
    let checked = 0;
    const visit = (node: unknown, pointer: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
        if (key === 'schema' && value && typeof value === 'object') {
          expect(ajv.validateSchema(value as object), `${pointer}/schema`).toBe(true);
          // Compiling resolves its $refs against the document, so a dangling one throws.
          expect(() => ajv.getSchema(`openapi#${pointer}/schema`), pointer).not.toThrow();
          checked += 1;
        } else visit(value, `${pointer}/${escaped}`);
      }
    };
    visit(document.paths, '/paths');
    visit(document.components, '/components');
    expect(checked).toBeGreaterThan(Object.keys(endpoints).length);
  });

  it('resolves every $ref', () => {
    const document = buildOpenApiDocument() as unknown as Record<string, unknown>;
    for (const ref of new Set(refsIn(document))) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('lists every route the real router serves, and nothing it does not', () => {
    const served = new Set<string>();
    for (const layer of apiRouter(t.services).stack) {
      const path = layer.path as string;
      if (typeof path !== 'string' || !path.startsWith('/api/')) continue;
      for (const method of layer.methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        served.add(`${method} ${openApiPath(path).path}`);
      }
    }
    const documented = new Set(operationsOf(buildOpenApiDocument()).map((row) => row.key));
    const missingFromContract = [...served].filter((key) => !documented.has(key)).sort();
    const notServed = [...documented].filter((key) => !served.has(key)).sort();
    expect(missingFromContract, 'routes missing from sync/contract/endpoints.ts').toEqual([]);
    expect(notServed, 'documented but not served').toEqual([]);
  });
});
