import type { z } from 'zod';
import type { endpoints } from '../../sync/contract/endpoints';
import { type ApiRouteName, apiRoutes } from '../../sync/contract/routes';

/**
 * The typed fetch client. Runtime it reads only the zod-free route table, so the app
 * shell does not ship zod; types come from the schemas in `sync/contract`.
 */

type Definition<N extends ApiRouteName> = (typeof endpoints)[N];
export type ResponseOf<N extends ApiRouteName> = z.output<Definition<N>['response']>;
export type BodyOf<N extends ApiRouteName> =
  Definition<N> extends { request: z.ZodType } ? z.input<Definition<N>['request']> : never;
export type QueryOf<N extends ApiRouteName> =
  Definition<N> extends { query: z.ZodType } ? z.input<Definition<N>['query']> : never;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
export type ParamsOf<N extends ApiRouteName> = Record<
  ParamNames<(typeof apiRoutes)[N]['path']>,
  string
>;

export interface CallOptions<N extends ApiRouteName> {
  params?: ParamsOf<N>;
  body?: BodyOf<N>;
  /** Multipart variant (audio answers, résumés); replaces `body`. */
  formData?: FormData;
  query?: QueryOf<N>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * A non-OK response. The message is `${status}: ${text}` (spec section 7), so screens
 * that show `error.message` read "400: Project name is required".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly code: string | null,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(`Network error: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'NetworkError';
  }
}

export async function callApi<N extends ApiRouteName>(
  name: N,
  options: CallOptions<N> = {},
): Promise<ResponseOf<N>> {
  const route = apiRoutes[name];
  const url = buildUrl(route.path, options.params, options.query as object | undefined);
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const text = await readErrorText(response);
    throw new ApiError(response.status, text, response.headers.get('X-Error-Code'));
  }
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? response.json() : response.text()) as Promise<ResponseOf<N>>;
}

/** A route template filled in (`:name` → encoded value) with an optional query string. */
export function buildUrl(
  template: string,
  params: Record<string, string> | undefined,
  query: object | undefined,
): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The server answers errors as plain text; JSON errors (404s) carry `error.message`. */
export async function readErrorText(response: Response): Promise<string> {
  const raw = await response.text().catch(() => '');
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      const parsed = JSON.parse(raw) as { error?: { message?: string } };
      if (parsed.error?.message) return parsed.error.message;
    } catch {
      // Not JSON after all: fall through to the raw text.
    }
  }
  return raw || response.statusText;
}
