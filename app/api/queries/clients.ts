import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../ui/toast/toastQueue';
import { callApi } from '../client';
import { usePagedList } from './pagedList';

/** Cache keys by API path, like the other lists: a change refreshes every view of it. */
export const clientsKey = ['/api/clients'] as const;
export const clientKey = (client: string) => ['/api/clients', client] as const;
export const clientAccessKey = ['/api/client-access'] as const;

/** The client directory (admins), by name, a page at a time. */
export function useClients() {
  return usePagedList(clientsKey, (query, signal) => callApi('listClients', { query, signal }));
}

/** One client's members and requests: what a member of that client may see. */
export function useClient(client: string | null) {
  return useQuery({
    queryKey: clientKey(client ?? ''),
    queryFn: () => callApi('getClient', { params: { client: client! } }),
    enabled: client !== null,
  });
}

/** The signed-in customer's own access: granted, waiting, or neither. */
export function useMyClientAccess(enabled: boolean) {
  return useQuery({
    queryKey: clientAccessKey,
    queryFn: () => callApi('myClientAccess'),
    enabled,
  });
}

/** A customer without a client asks for one; the answer is their new access status. */
export function useRequestClientAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: string) => callApi('requestClientAccess', { body: { client } }),
    onSuccess: (status) => {
      queryClient.setQueryData(clientAccessKey, status);
      showToast({ title: 'Request sent', description: status.message });
    },
  });
}

type Change =
  | { kind: 'grant'; client: string; user: string }
  | { kind: 'remove'; client: string; userId: string; name: string }
  | { kind: 'approve' | 'decline'; client: string; requestId: string; name: string };

function run(change: Change): Promise<unknown> {
  const params = { client: change.client };
  switch (change.kind) {
    case 'grant':
      return callApi('grantClientAccess', { params, body: { user: change.user } });
    case 'remove':
      return callApi('removeClientMember', { params: { ...params, userId: change.userId } });
    case 'approve':
      return callApi('approveClientAccessRequest', {
        params: { ...params, requestId: change.requestId },
      });
    case 'decline':
      return callApi('declineClientAccessRequest', {
        params: { ...params, requestId: change.requestId },
      });
  }
}

function confirmation(change: Change, result: unknown): string {
  switch (change.kind) {
    case 'grant': {
      const member = result as { fullName: string | null; username: string };
      return `${member.fullName ?? member.username} now has access to ${change.client}`;
    }
    case 'remove':
      return `${change.name} no longer has access to ${change.client}`;
    case 'approve':
      return `${change.name} now has access to ${change.client}`;
    case 'decline':
      return `${change.name}'s request for ${change.client} was declined`;
  }
}

/** Grant, remove, approve or decline; the lists refetch and a toast says what happened. */
export function useClientAccessChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result, change) => {
      showToast({ title: 'Access updated', description: confirmation(change, result) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsKey }),
        queryClient.invalidateQueries({ queryKey: clientKey(change.client) }),
      ]);
    },
    // A refused grant is explained under its field; a toast there would cover the button.
    onError: (error: Error, change) => {
      if (change.kind === 'grant') return;
      showToast({
        title: 'Could not change access',
        description: error.message,
        variant: 'destructive',
      });
    },
  });
}
