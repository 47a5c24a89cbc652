import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toast/toastQueue';
import * as styles from './clientDashboard.css';
import { type DashboardFilters, useGenerateInsights, useReportExport } from './clientQueries';
import { reportFileName } from './dashboardFigures';
import { saveTextFile } from './saveTextFile';

/**
 * 'Export Report' (the Markdown report of the figures for the filters on screen, with
 * the key insights and their quotes) and 'New Analysis' (regenerates the insights).
 */
export function DashboardActions({
  client,
  filters,
}: {
  client: string;
  filters: DashboardFilters;
}) {
  const generate = useGenerateInsights(client);
  const report = useReportExport(client);

  const exportReport = () =>
    report.mutate(filters, {
      onSuccess: (markdown) => saveTextFile(markdown, reportFileName(client, filters)),
      onError: () =>
        showToast({
          title: 'Export Failed',
          description: 'Could not export the report. Please try again.',
          variant: 'destructive',
        }),
    });

  const analyse = () =>
    generate.mutate(undefined, {
      onSuccess: (insights) =>
        showToast({
          title: 'Insights Generated',
          description: `${insights.length} ${insights.length === 1 ? 'insight' : 'insights'} from your interviews.`,
          variant: 'success',
        }),
      onError: () =>
        showToast({
          title: 'Error',
          description: 'Failed to generate insights. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        onPress={exportReport}
        isPending={report.isPending}
        pendingLabel="Exporting..."
      >
        Export Report
      </Button>
      <Button onPress={analyse} isPending={generate.isPending} pendingLabel="Generating...">
        New Analysis
      </Button>
    </div>
  );
}
