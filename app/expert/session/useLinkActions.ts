import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, callApi } from '../../api/client';
import { expertSessionKey, sessionStore } from './useInterviewSession';

export type LinkAction = 'reopen' | 'decline';

/**
 * The link holder's two choices that need the server at once: taking the interview up
 * again (after finishing early or declining) and declining it. Neither can wait in the
 * outbox: what the screen shows next depends on the server's answer (a close or a
 * passed deadline refuses both). The session is fetched again afterwards.
 */
export function useLinkActions(interviewId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<LinkAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: LinkAction) => {
    setPending(action);
    setError(null);
    try {
      await callApi(action === 'reopen' ? 'reopenInterview' : 'declineInterview', {
        params: { interviewId },
      });
      if (action === 'reopen') await sessionStore.forgetFinish(interviewId);
      await queryClient.refetchQueries({ queryKey: expertSessionKey(interviewId) });
    } catch (caught) {
      setError(linkActionError(caught));
    } finally {
      setPending(null);
    }
  };

  return { run, pending, error };
}

function linkActionError(error: unknown): string {
  if (error instanceof ApiError) return error.text;
  return 'You appear to be offline. Connect to the internet and try again.';
}
