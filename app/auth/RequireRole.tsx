import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '../../sync/contract/common';
import { CentredSpinner } from '../ui/Spinner';
import { useCurrentUser } from './useCurrentUser';

/**
 * The route guard (spec section 2): a spinner while the user loads, /auth when signed
 * out, /unauthorized when the role is not one of `roles`, else the screen.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <CentredSpinner label="Loading your account" />;
  if (isError || !user) return <Navigate to="/auth" replace />;
  if (!roles.includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
