import type { ReportFormat } from '../../../sync/contract/analytics';
import { clientReportFileName } from '../../../sync/contract/fileNames';
import { type DashboardFilters, useReportExport } from '../../api/queries/clientDashboard';
import { useGenerateInsights } from '../../api/queries/insights';
import { Button } from '../../ui/Button';
import { Menu, MenuItem } from '../../ui/Menu';
import { showToast } from '../../ui/toast/toastQueue';
import { showInsightsFailed, showInsightsGenerated } from '../insightsToasts';
import * as styles from './clientDashboard.css';
import { saveTextFile } from './saveTextFile';

/** The choices under 'Export Report', in the order the menu lists them. */
const REPORT_CHOICES: { format: ReportFormat; label: string; mediaType: string }[] = [
  { format: 'html', label: 'Formatted report (HTML, prints to PDF)', mediaType: 'text/html' },
  { format: 'markdown', label: 'Markdown', mediaType: 'text/markdown' },
];

/**
 * 'Export Report' (the report of the figures for the filters on screen, with the key
 * insights and their quotes, as a formatted HTML file or as Markdown) and 'New
 * Analysis' (regenerates the insights).
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

  const exportReport = ({ format, mediaType }: (typeof REPORT_CHOICES)[number]) =>
    report.mutate(
      { filters, format },
      {
        onSuccess: (text) =>
          saveTextFile(
            text,
            // The server's own name for the file (its Content-Disposition), from the same rule.
            clientReportFileName(
              { client, ...filters },
              new Date().toISOString().slice(0, 10),
              format,
            ),
            mediaType,
          ),
        onError: () =>
          showToast({
            title: 'Export Failed',
            description: 'Could not export the report. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  const analyse = () =>
    generate.mutate(undefined, {
      onSuccess: (insights) =>
        showInsightsGenerated(
          `${insights.length} ${insights.length === 1 ? 'insight' : 'insights'} from your interviews.`,
        ),
      onError: showInsightsFailed,
    });

  return (
    <div className={styles.actions}>
      <Menu
        label="Export Report"
        variant="secondary"
        placement="bottom end"
        isPending={report.isPending}
        pendingLabel="Exporting..."
      >
        {REPORT_CHOICES.map((choice) => (
          <MenuItem key={choice.format} id={choice.format} onAction={() => exportReport(choice)}>
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
      <Button onPress={analyse} isPending={generate.isPending} pendingLabel="Generating...">
        New Analysis
      </Button>
    </div>
  );
}
