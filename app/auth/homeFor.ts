import type { User } from '../../sync/contract/auth';

/**
 * Where a signed-in user visiting `/` is sent (spec section 2): customers to
 * /customer, experts to /expert-dashboard; admins stay.
 */
export function landingRedirect(user: User | null | undefined): string | null {
  if (user?.role === 'customer') return '/customer';
  if (user?.role === 'expert') return '/expert-dashboard';
  return null;
}

/**
 * Where the sign-in page sends a signed-in user: admins to /admin, customers with a
 * clientAccess to their client's dashboard, other customers to /customer, experts to
 * /expert-dashboard.
 */
export function signInRedirect(user: User | null | undefined): string | null {
  if (!user) return null;
  if (user.role === 'admin') return '/admin';
  if (user.role === 'customer' && user.clientAccess) {
    return `/customer/${encodeURIComponent(user.clientAccess)}`;
  }
  return landingRedirect(user);
}

/** The "Dashboard" link in the signed-in navigation. */
export function dashboardPath(user: User): string {
  if (user.role === 'admin') return '/admin';
  if (user.role === 'expert') return '/expert-dashboard';
  return '/customer';
}
