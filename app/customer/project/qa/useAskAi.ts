import { useMutation } from '@tanstack/react-query';
import type { Project } from '../../../../sync/contract/projects';
import { plural } from '../../../admin/plural';
import { callApi } from '../../../api/client';
import { showToast } from '../../../ui/toast/toastQueue';

export interface AskAiInput {
  question: string;
  useWebSearch: boolean;
}

/** Spec section 8: the error box and the 'Analysis Failed' toast say the same. */
export const ASK_AI_FAILURE = 'Unable to process your question. Please try again.';

/**
 * Ask AI, scoped to this project's interviews (`projectId`): the answer is drawn
 * from the client's stored answers to this project only, with quotes checked
 * verbatim by the server.
 */
export function useAskAi(project: Pick<Project, 'id' | 'client'>) {
  return useMutation({
    mutationFn: ({ question, useWebSearch }: AskAiInput) =>
      callApi('askAi', {
        params: { client: project.client },
        body: { question, useWebSearch, projectId: project.id },
      }),
    onSuccess: (answer) =>
      showToast({
        title: 'AI Analysis Complete',
        description:
          answer.citations.length > 0
            ? `Answered with ${plural(answer.citations.length, 'expert quote')}.`
            : 'The answer is ready below.',
        variant: 'success',
      }),
    onError: () =>
      showToast({ title: 'Analysis Failed', description: ASK_AI_FAILURE, variant: 'destructive' }),
  });
}
