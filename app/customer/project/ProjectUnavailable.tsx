import type { ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';

/**
 * Why the project cannot be shown. An id the API does not know (or cannot read as an
 * id) is the spec's 'Invalid project ID'; another client's project says so without
 * revealing anything about it; anything else can be retried.
 */
export function ProjectUnavailable({
  error,
  back,
  onRetry,
  isRetrying,
}: {
  error: Error;
  /** The way back to the user's dashboard. */
  back: ReactNode;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <EmptyState
        title="Invalid project ID"
        description="There is no project with this ID. Check the link, or open the project from your list."
        action={back}
      />
    );
  }
  if (error instanceof ApiError && error.status === 403) {
    return (
      <EmptyState
        title="You don't have access to this project"
        description="It belongs to another client. Ask your Parley contact if you need to see it."
        action={back}
      />
    );
  }
  return (
    <LoadError
      title="Could not load this project."
      error={error}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
