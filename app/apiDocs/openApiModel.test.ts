import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../sync/contract/apiDocs';
import { areaAnchor, areasOf, resolveRef } from './openApiModel';

const document = {
  openapi: '3.1.0',
  info: { title: 'Parley API', version: '1.0.0' },
  tags: [{ name: 'API tokens', description: 'Tokens' }, { name: 'Empty' }],
  paths: {
    '/api/tokens/{id}': {
      delete: {
        operationId: 'revokeApiToken',
        summary: 'Revoke API token',
        description: 'Who may call: Any signed-in account.',
        tags: ['API tokens'],
        security: [{ sessionCookie: [] }, { bearerToken: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '204': { description: 'Done; no body.' },
          '401': { $ref: '#/components/responses/Unauthenticated' },
          '404': { $ref: '#/components/responses/NotFound' },
          default: { $ref: '#/components/responses/Error' },
        },
      },
    },
    '/api/login': {
      post: {
        operationId: 'login',
        tags: ['Accounts'],
        security: [],
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { '200': { description: 'OK.', content: { 'application/json': {} } } },
      },
    },
  },
  components: { schemas: { 'A/B': { type: 'string' } } },
} as unknown as OpenApiDocument;

describe('areasOf', () => {
  it('groups operations by their tag in the order the document lists tags', () => {
    const areas = areasOf(document);
    expect(areas.map((area) => area.name)).toEqual(['API tokens', 'Accounts']);
    const [revoke] = areas[0]!.operations;
    expect(revoke).toMatchObject({
      id: 'revokeApiToken',
      method: 'DELETE',
      path: '/api/tokens/{id}',
      access: 'Any signed-in account.',
      credentials: ['session', 'token'],
      success: { status: '204', bodies: [] },
      errorStatuses: ['401', '404'],
    });
    expect(revoke!.parameters.map((p) => p.name)).toEqual(['id']);
    expect(areas[1]!.operations[0]).toMatchObject({
      credentials: [],
      requestBodies: [{ mediaType: 'application/json' }],
    });
  });
});

describe('resolveRef', () => {
  it('follows a local JSON pointer, escapes included', () => {
    expect(resolveRef(document, '#/components/schemas/A~1B')).toEqual({ type: 'string' });
    expect(resolveRef(document, '#/components/schemas/Missing')).toBeUndefined();
    expect(resolveRef(document, 'https://elsewhere/x')).toBeUndefined();
  });
});

it('makes anchors from area names', () => {
  expect(areaAnchor('API tokens')).toBe('area-api-tokens');
  expect(areaAnchor('Client insights')).toBe('area-client-insights');
});
