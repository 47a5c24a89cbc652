import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { currentUserKey } from '../auth/useCurrentUser';
import { visuallyHidden } from '../marketing/shared/layout.css';
import { EmptyState } from '../ui/EmptyState';
import { Link } from '../ui/Link';
import { LoadError } from '../ui/LoadError';

/** A list call answered 401: the session ended while the page was open. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The spec's signed-out text. The cached user is forgotten on the way to /auth, or the
 * sign-in page would take the stale user for a signed-in one and send it straight back.
 */
export function SignedOutNotice() {
  const queryClient = useQueryClient();
  return (
    <EmptyState
      title="Please log in to access your dashboard"
      action={
        <Link href="/auth" onPress={() => queryClient.setQueryData(currentUserKey, null)}>
          Log in
        </Link>
      }
    />
  );
}

/**
 * The list, or why it could not be read. A failed refresh of a list already on screen
 * (offline, say) keeps showing the last one read rather than replacing it with an error.
 */
export function ListOrFailure({
  query,
  what,
  children,
}: {
  query: { data: unknown; error: Error | null; refetch: () => Promise<unknown> };
  what: string;
  children: ReactNode;
}) {
  if (query.error && query.data === undefined) {
    return (
      <LoadError
        title={`Could not load ${what}.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children}</>;
}

/**
 * Skeletons standing in for a list. The bars are hidden from assistive technology, so
 * the region is marked busy and says in words what is loading.
 */
export function LoadingList({
  label,
  className,
  children,
}: {
  /** 'Loading projects…' */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  );
}
