import type { OpenApiDocument } from '../../sync/contract/apiDocs';

/**
 * The reference page's reading of `/api/openapi.json`: operations grouped by area
 * (the document's tags, in order), each with what a reader needs. Pure, so it is
 * tested without a browser.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface Body {
  mediaType: string;
  schema?: JsonSchema;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  /** Who may call, in words. */
  access: string;
  /** 'session', 'token': the credentials accepted; empty when public. */
  credentials: ('session' | 'token')[];
  parameters: Parameter[];
  requestBodies: Body[];
  success: { status: string; description: string; bodies: Body[] };
  errorStatuses: string[];
}

export interface Area {
  name: string;
  description?: string;
  operations: Operation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface RawOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: (Parameter & { $ref?: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema?: JsonSchema }> }
  >;
}

function bodiesOf(content: Record<string, { schema?: JsonSchema }> | undefined): Body[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => ({
    mediaType,
    schema: media.schema,
  }));
}

function credentialsOf(security: Record<string, unknown>[] | undefined) {
  const schemes = new Set((security ?? []).flatMap((requirement) => Object.keys(requirement)));
  const credentials: Operation['credentials'] = [];
  if (schemes.has('sessionCookie')) credentials.push('session');
  if (schemes.has('bearerToken')) credentials.push('token');
  return credentials;
}

function toOperation(path: string, method: string, raw: RawOperation): Operation {
  const responses = raw.responses ?? {};
  const successStatus = Object.keys(responses).find((status) => /^2\d\d$/.test(status)) ?? '200';
  const success = responses[successStatus];
  return {
    id: raw.operationId ?? `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: raw.summary ?? '',
    access: (raw.description ?? '').replace(/^Who may call:\s*/, ''),
    credentials: credentialsOf(raw.security),
    parameters: (raw.parameters ?? []).filter((parameter) => !parameter.$ref),
    requestBodies: bodiesOf(raw.requestBody?.content),
    success: {
      status: successStatus,
      description: success?.description ?? '',
      bodies: bodiesOf(success?.content),
    },
    errorStatuses: Object.keys(responses).filter((status) => /^[45]\d\d$/.test(status)),
  };
}

export function areasOf(document: OpenApiDocument): Area[] {
  const tags = ((document as { tags?: { name: string; description?: string }[] }).tags ?? []).map(
    (tag): Area => ({ name: tag.name, description: tag.description, operations: [] }),
  );
  const byName = new Map(tags.map((area) => [area.name, area]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      const name = raw.tags?.[0] ?? 'Other';
      let area = byName.get(name);
      if (!area) {
        area = { name, operations: [] };
        byName.set(name, area);
        tags.push(area);
      }
      area.operations.push(toOperation(path, method, raw));
    }
  }
  return tags.filter((area) => area.operations.length > 0);
}

/** `#/components/schemas/Error` → that schema, so the page can show what a $ref means. */
export function resolveRef(document: OpenApiDocument, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      document,
    ) as JsonSchema | undefined;
}

/** An anchor id for an area heading: 'API tokens' → 'area-api-tokens'. */
export function areaAnchor(name: string): string {
  return `area-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
