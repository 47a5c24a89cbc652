import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { type Endpoint, endpoints } from '../../sync/contract/endpoints';
import { API_TOKEN_PREFIX } from '../../sync/contract/tokens';
import { SESSION_COOKIE } from '../middleware/session';
import { BEARER_SCHEME, describeAccess, SESSION_SCHEME, securityOf } from './access';
import { AREA_DESCRIPTIONS, areaOf } from './areas';
import { ERROR_RESPONSES } from './errorResponses';

export type OpenApiDocument = ReturnType<typeof createDocument>;

/** The contract's version, not the app's: it changes when the wire format does. */
// 2.0.0: the client dashboard lost its answer id lists, and interview lists send recentAnswers
// only with include=recentAnswers.
const API_VERSION = '2.0.0';

const INTRO = `Parley's HTTP API, generated from the zod contract the server validates with.

Programs authenticate with a personal API token: create one under Settings → API tokens
while signed in, then send \`Authorization: Bearer ${API_TOKEN_PREFIX}…\` with every call. A token acts as
its user with the user's current role. A request with an Authorization header is judged by it
alone: a malformed, unknown or revoked token is a 401, never a fall-back to the cookie.

Errors are plain text by default; send \`Accept: application/json\` to get
\`{"error": {"code", "message"}}\`. Every error carries \`X-Error-Code\`.`;

/** `/api/projects/:id` → `/api/projects/{id}`, with the names of its parameters. */
export function openApiPath(template: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

const ACRONYMS: Record<string, string> = { api: 'API', ai: 'AI', openapi: 'OpenAPI' };

/** `createApiToken` → 'Create API token'. */
function humanize(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
  return words[0]!.toUpperCase() + words.slice(1);
}

function requestBodyOf(endpoint: Endpoint): ZodOpenApiOperationObject['requestBody'] {
  if (!endpoint.request && !endpoint.multipartFile && !endpoint.requestType) return undefined;
  const content: NonNullable<ZodOpenApiOperationObject['requestBody']>['content'] = {};
  if (endpoint.requestType) content[endpoint.requestType] = { schema: z.file() };
  if (endpoint.request) content['application/json'] = { schema: endpoint.request };
  if (endpoint.multipartFile) {
    const file = { [endpoint.multipartFile]: z.file().optional() };
    const base = endpoint.request;
    content['multipart/form-data'] = {
      schema:
        base instanceof z.ZodObject
          ? base.extend(file)
          : base
            ? z.intersection(base, z.object(file))
            : z.object(file),
    };
  }
  return { content };
}

function responsesOf(endpoint: Endpoint, pathParams: string[]): ZodOpenApiResponsesObject {
  const status = endpoint.successStatus ?? 200;
  const responses: ZodOpenApiResponsesObject = {
    [String(status) as '200']:
      status === 204
        ? { description: 'Done; no body.' }
        : {
            description: status === 201 ? 'Created.' : 'OK.',
            content: {
              [endpoint.responseType ?? 'application/json']: { schema: endpoint.response },
            },
          },
  };
  if (endpoint.accepted) {
    responses['202'] = {
      description: endpoint.accepted.description,
      content: { 'application/json': { schema: endpoint.accepted.response } },
    };
  }
  const security = securityOf(endpoint);
  const rawBody = Boolean(endpoint.requestType);
  if (
    endpoint.request ||
    endpoint.query ||
    endpoint.multipartFile ||
    rawBody ||
    pathParams.length
  ) {
    responses['400'] = ERROR_RESPONSES.badRequest;
  }
  if (security.length) responses['401'] = ERROR_RESPONSES.unauthenticated;
  if (endpoint.access !== 'public' || endpoint.sessionOnly) {
    responses['403'] = ERROR_RESPONSES.forbidden;
  }
  if (pathParams.length) responses['404'] = ERROR_RESPONSES.notFound;
  if (endpoint.idempotent || endpoint.request || rawBody) {
    responses['409'] = ERROR_RESPONSES.conflict;
  }
  if (endpoint.multipartFile || endpoint.request || rawBody) {
    responses['413'] = ERROR_RESPONSES.tooLarge;
  }
  if (endpoint.multipartFile || rawBody) responses['415'] = ERROR_RESPONSES.unsupported;
  if (endpoint.idempotent) responses['422'] = ERROR_RESPONSES.keyReused;
  responses.default = ERROR_RESPONSES.other;
  return responses;
}

function operationOf(name: string, endpoint: Endpoint): ZodOpenApiOperationObject {
  const { params } = openApiPath(endpoint.path);
  const requestParams: ZodOpenApiOperationObject['requestParams'] = {};
  if (params.length) {
    requestParams.path = z.object(Object.fromEntries(params.map((p) => [p, z.string()])));
  }
  if (endpoint.query) requestParams.query = endpoint.query as z.ZodObject;
  if (endpoint.idempotent) {
    requestParams.header = z.object({
      'Idempotency-Key': z
        .string()
        .max(200)
        .optional()
        .meta({
          description:
            'A client-generated id: a retry with the same key and body replays the first answer ' +
            '(Idempotent-Replayed: true) instead of running again.',
        }),
    });
  }
  return {
    operationId: name,
    summary: humanize(name),
    description: `Who may call: ${describeAccess(endpoint)}`,
    tags: [areaOf(endpoint.path)],
    security: securityOf(endpoint),
    'x-access': endpoint.access,
    requestParams,
    requestBody: requestBodyOf(endpoint),
    responses: responsesOf(endpoint, params),
  };
}

/**
 * OpenAPI 3.1 for every entry of `endpoints` (sync/contract/endpoints.ts). Nothing is
 * written by hand: a route missing from that table is missing here, which the
 * openapi route's test catches by comparing with the real router.
 */
export function buildOpenApiDocument(table: Record<string, Endpoint> = endpoints): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  const areas: string[] = [];
  for (const [name, endpoint] of Object.entries(table)) {
    const { path } = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
    paths[path] = { ...paths[path], [method]: operationOf(name, endpoint) };
    const area = areaOf(endpoint.path);
    if (!areas.includes(area)) areas.push(area);
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Parley API', version: API_VERSION, description: INTRO },
    tags: areas.map((area) => ({ name: area, description: AREA_DESCRIPTIONS[area] })),
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The browser session, set by POST /api/login.',
        },
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_TOKEN_PREFIX}…`,
          description: 'A personal API token from Settings → API tokens.',
        },
      },
    },
    paths,
  });
}

let cached: OpenApiDocument | undefined;

/** The document for this process's contract: built once, on first request. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
