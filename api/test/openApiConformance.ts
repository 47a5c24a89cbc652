import Ajv2020 from 'ajv/dist/2020';
import type supertest from 'supertest';
import { expect } from 'vitest';
import type { Endpoint } from '../../sync/contract/endpoints';
import { type OpenApiDocument, openApiPath } from '../openapi/buildOpenApiDocument';

/**
 * Checks real responses against the published OpenAPI document: the status must be
 * one the operation declares and a JSON body must match its schema. The document is
 * what programs code against, so this is where a presenter and the contract meet.
 */
export function openApiConformance(document: OpenApiDocument) {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; the document's own keywords are not.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(document as object, 'openapi');

  return function expectConforms(endpoint: Endpoint, response: supertest.Response): void {
    const { path } = openApiPath(endpoint.path);
    const pointer = `/paths/${escapePointerSegment(path)}/${endpoint.method.toLowerCase()}`;
    const operation = document.paths?.[path]?.[lower(endpoint.method)];
    expect(operation, `${endpoint.method} ${path} is in the document`).toBeDefined();
    const declared = operation?.responses?.[String(response.status)];
    expect(declared, `${endpoint.method} ${path} declares ${response.status}`).toBeDefined();
    const content = (declared as { content?: Record<string, unknown> } | undefined)?.content;
    if (!content) {
      expect(response.text ?? '', 'a response without content has no body').toBe('');
      return;
    }
    const mediaType = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    expect(Object.keys(content), `${endpoint.method} ${path} declares ${mediaType}`).toContain(
      mediaType,
    );
    if (mediaType !== 'application/json') return;
    const validate = ajv.getSchema(
      `openapi#${pointer}/responses/${response.status}/content/${escapePointerSegment(mediaType)}/schema`,
    );
    expect(validate, 'schema compiles').toBeDefined();
    const valid = validate?.(response.body);
    expect(valid, `${endpoint.method} ${path}: ${ajv.errorsText(validate?.errors)}`).toBe(true);
  };
}

/** JSON Pointer escaping of one segment. */
function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function lower(method: string) {
  return method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
}
