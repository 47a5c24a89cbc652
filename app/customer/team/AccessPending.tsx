import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMyClientAccess } from '../../api/queries/clients';
import { currentUserKey } from '../../auth/useCurrentUser';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { RequestAccessForm } from './RequestAccessForm';

/**
 * What a customer without a client sees instead of empty dashboards: whose approval
 * they are waiting for, in the server's words. 'Check again' picks up a grant made
 * since the page loaded.
 */
export function AccessPending() {
  const queryClient = useQueryClient();
  const status = useMyClientAccess(true);
  const granted = status.data?.client ?? null;
  useEffect(() => {
    // Access arrived while this account's cached user still says none: reload it.
    if (granted) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [granted, queryClient]);

  if (status.isPending) return <Spinner label="Checking your access" />;
  if (status.isError) {
    return (
      <LoadError
        title="Could not check your access."
        error={status.error}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  }
  return (
    <>
      <div role="status">
        <EmptyState
          title={status.data.pendingRequest ? 'Waiting for approval' : 'No client access yet'}
          description={status.data.message}
          action={
            <Button
              variant="secondary"
              isPending={status.isFetching}
              pendingLabel="Checking..."
              onPress={() => void status.refetch()}
            >
              Check again
            </Button>
          }
        />
      </div>
      {!status.data.pendingRequest && !granted && <RequestAccessForm />}
    </>
  );
}
