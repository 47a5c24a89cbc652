import { apiRoutes } from '../../sync/contract/routes';

/**
 * The contract's `sessionOnly` routes as matchers. They exist for a person at a
 * browser: signing in and out (a program's call must never create or touch a session
 * cookie) and minting tokens (a leaked token must not mint a replacement that
 * outlives its own revocation). `authenticate` refuses a token on them.
 */
const SESSION_ONLY: { method: string; pattern: RegExp }[] = Object.values(apiRoutes)
  .filter((route) => 'sessionOnly' in route && route.sessionOnly)
  .map((route) => ({
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
  }));

export function isSessionOnlyRoute(method: string, path: string): boolean {
  return SESSION_ONLY.some((route) => route.method === method && route.pattern.test(path));
}
