import { showToast } from '../ui/toast/toastQueue';

/** Spec section 8: what generating insights says, from the client and project dashboards alike. */
export function showInsightsGenerated(description: string) {
  showToast({ title: 'Insights Generated', description, variant: 'success' });
}

/** Spec section 8, 'Generate insights failure'. */
export function showInsightsFailed() {
  showToast({
    title: 'Error',
    description: 'Failed to generate insights. Please try again.',
    variant: 'destructive',
  });
}
