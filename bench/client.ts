import http from 'node:http';

/** How the bench talks to a Parley server, and the demo data it relies on. */

const DEMO_ADMIN = { username: 'admin', password: 'parley-demo' };
/** The demo customer of Meridian Capital, who asks the Ask AI questions. */
export const DEMO_CUSTOMER = { username: 'customer', password: 'parley-demo' };
/** A demo interview whose link works without signing in. */
export const DEMO_INTERVIEW_ID = 'int-growth-equity-demo';

/** Signs in (as the demo admin unless told) and returns the session cookie to send with each request. */
export async function signIn(baseUrl: string, account = DEMO_ADMIN): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) {
    throw new Error(
      `Demo ${account.username} sign-in failed: ${response.status}: ${await response.text()}`,
    );
  }
  return cookieHeader(response);
}

/** A session on the stack floor server (bench/stackFloorServer.ts), as its cookie header. */
export async function floorSession(floorUrl: string): Promise<string> {
  const response = await fetch(`${floorUrl}/sign-in`);
  const cookie = cookieHeader(response);
  if (response.status !== 200 || cookie === '') {
    throw new Error(`stack floor sign-in: ${response.status}`);
  }
  return cookie;
}

/** The cookies a response set, as the Cookie header that sends them back. */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Node's fetch as the page on `baseUrl` would send it: the server refuses a
 * state-changing request whose Origin is another site, and a browser always sends one.
 */
export function sameOriginFetch(baseUrl: string): typeof fetch {
  const origin = new URL(baseUrl).origin;
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Origin', origin);
    return fetch(input, { ...init, headers });
  };
}

/**
 * POSTs JSON as the page on `baseUrl` would (its Origin), over node:http with kept-alive
 * connections, one per sender. For load: Node's fetch cost the submission bench's client
 * about 2.4 ms of CPU an answer against 1.2 ms this way, on the two cores the server and
 * PostgreSQL share with it. Resolves to the status and the body's text.
 */
export function jsonPoster(baseUrl: string, senders: number) {
  const { hostname, port, origin } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: senders });
  return (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: {
            ...headers,
            origin,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(text),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
        },
      );
      request.on('error', reject);
      request.end(text);
    });
  };
}

/** JSON calls as the signed-in admin; any answer but 2xx throws with the server's text. */
export function adminClient(baseUrl: string, cookie: string) {
  const send = sameOriginFetch(baseUrl);
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await send(baseUrl + path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
}
