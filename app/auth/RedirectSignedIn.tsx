import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { User } from '../../sync/contract/auth';
import { useCurrentUser } from './useCurrentUser';

/**
 * Renders a public screen, unless the signed-in user belongs elsewhere (`/` and
 * `/auth` send customers and experts to their dashboards). While the user loads the
 * public screen shows at once: a visitor never waits for /api/user.
 */
export function RedirectSignedIn({
  to,
  children,
}: {
  to: (user: User | null | undefined) => string | null;
  children: ReactNode;
}) {
  const { data: user } = useCurrentUser();
  const target = to(user);
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}
