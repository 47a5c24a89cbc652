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
