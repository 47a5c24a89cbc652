import { useState } from 'react';
import type { Project } from '../../../../sync/contract/projects';
import { type AnalysisRequest, useGenerateAnalysis } from '../../../api/queries/analyses';
import { showToast } from '../../../ui/toast/toastQueue';
import { GENERATE_FAILED_MESSAGE } from './analysisForms';

/**
 * What the New Graph and New List dialogs do on submit: generate, then 'Analysis
 * Generated' and close; when the server is still computing it (a large project), 'Analysis
 * Started' and close: the card below shows its progress. On failure (the request, or a
 * computation that failed) a destructive toast, and the dialog stays open with the reason
 * (`failure`) so the question can be fixed or sent again.
 */
export function useGenerateFromDialog(project: Project, onDone: () => void) {
  const generate = useGenerateAnalysis(project);
  const [computationError, setComputationError] = useState<string | null>(null);
  const submit = async (request: AnalysisRequest) => {
    setComputationError(null);
    const what = request.type === 'graph' ? 'graph' : 'list';
    let result: Awaited<ReturnType<typeof generate.mutateAsync>>;
    try {
      result = await generate.mutateAsync(request);
    } catch {
      showToast({ title: 'Error', description: GENERATE_FAILED_MESSAGE, variant: 'destructive' });
      return;
    }
    if (result.status === 'failed') {
      setComputationError(result.error);
      showToast({ title: 'Error', description: GENERATE_FAILED_MESSAGE, variant: 'destructive' });
      return;
    }
    showToast(
      result.status === 'running'
        ? {
            title: 'Analysis Started',
            description: `Your ${what} is being computed below; it appears there when ready.`,
          }
        : { title: 'Analysis Generated', description: `Your ${what} is ready below.` },
    );
    onDone();
  };
  const reason = generate.error?.message ?? computationError;
  return {
    submit,
    isPending: generate.isPending,
    failure: reason ? `${GENERATE_FAILED_MESSAGE} ${reason}` : null,
  };
}
