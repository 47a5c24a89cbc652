import type { Access, ApiRoute } from '../../sync/contract/routes';

/** Who may call, in words, for the operation's description and the reference page. */
const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone; no credential needed.',
  signedIn: 'Any signed-in account (admin, customer or expert).',
  admin: 'Admins only.',
  adminOrCustomer: "Admins, and customers for their own client's data.",
  expert: 'Experts only, for interviews assigned to them.',
  interviewLink: 'Anyone holding the interview link; the interview id is the credential.',
};

export function describeAccess(route: Pick<ApiRoute, 'access' | 'sessionOnly'>): string {
  const text = ACCESS_TEXT[route.access];
  return route.sessionOnly ? `${text} Needs a browser session: API tokens are refused.` : text;
}

export const SESSION_SCHEME = 'sessionCookie';
export const BEARER_SCHEME = 'bearerToken';

/** OpenAPI security requirements: alternatives, any one of which is enough; [] is public. */
export function securityOf(
  route: Pick<ApiRoute, 'access' | 'sessionOnly'>,
): Record<string, string[]>[] {
  if (route.access === 'public' || route.access === 'interviewLink') return [];
  if (route.sessionOnly) return [{ [SESSION_SCHEME]: [] }];
  return [{ [SESSION_SCHEME]: [] }, { [BEARER_SCHEME]: [] }];
}
