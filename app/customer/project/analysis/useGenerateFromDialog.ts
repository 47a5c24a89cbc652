import type { Project } from '../../../../sync/contract/projects';
import { type AnalysisRequest, useGenerateAnalysis } from '../../../api/queries/analyses';
import { showToast } from '../../../ui/toast/toastQueue';
import { GENERATE_FAILED_MESSAGE } from './analysisForms';

/**
 * What the New Graph and New List dialogs do on submit: generate, then 'Analysis
 * Generated' and close; on failure a destructive toast, and the dialog stays open with
 * the reason (`failure`) so the question can be fixed or sent again.
 */
export function useGenerateFromDialog(project: Project, onDone: () => void) {
  const generate = useGenerateAnalysis(project);
  const submit = async (request: AnalysisRequest) => {
    try {
      await generate.mutateAsync(request);
    } catch {
      showToast({ title: 'Error', description: GENERATE_FAILED_MESSAGE, variant: 'destructive' });
      return;
    }
    showToast({
      title: 'Analysis Generated',
      description:
        request.type === 'graph' ? 'Your graph is ready below.' : 'Your list is ready below.',
    });
    onDone();
  };
  return {
    submit,
    isPending: generate.isPending,
    failure: generate.error ? `${GENERATE_FAILED_MESSAGE} ${generate.error.message}` : null,
  };
}
