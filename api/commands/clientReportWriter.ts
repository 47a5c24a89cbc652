import type { Knex } from 'knex';
import type { ReportFormat } from '../../sync/contract';
import { clientReportFileName } from '../../sync/contract/fileNames';
import { Insight } from '../models';
import { type ClientReportContent, clientReportContent } from '../presenters/clientReportContent';
import { renderClientReportHtml } from '../presenters/clientReportHtml';
import { renderClientReportMarkdown } from '../presenters/clientReportMarkdown';
import type { DashboardRequest } from './dashboardCalculator';
import type { DashboardFigures } from './dashboardFigures';
import { citeInsights } from './insightCitationFinder';

export interface ClientReport {
  filename: string;
  contentType: string;
  body: string;
}

const RENDERERS: Record<
  ReportFormat,
  { contentType: string; render: (report: ClientReportContent) => string }
> = {
  markdown: { contentType: 'text/markdown; charset=utf-8', render: renderClientReportMarkdown },
  html: { contentType: 'text/html; charset=utf-8', render: renderClientReportHtml },
};

/**
 * The dashboard's Export Report: the figures the dashboard shows (same filters; the
 * caller passes them, read from the dashboard cache, so a report costs no more than a
 * dashboard read), and the client's stored key insights with their quotes traced to the
 * answers, as a Markdown or a formatted HTML file.
 */
export async function writeClientReport(
  trx: Knex,
  request: Omit<DashboardRequest, 'ai'> & {
    dashboard: DashboardFigures;
    format: ReportFormat;
    now?: Date;
  },
): Promise<ClientReport> {
  const generatedAt = request.now ?? new Date();
  const { dashboard } = request;
  const insights = await Insight.query(trx)
    .where({ client: request.client })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const content = clientReportContent({
    dashboard,
    insights: await citeInsights(trx, request.client, insights),
    expertTitles: await expertTitles(trx, request.client),
    generatedAt,
  });
  const { contentType, render } = RENDERERS[request.format];
  return {
    filename: clientReportFileName(request, generatedAt.toISOString().slice(0, 10), request.format),
    contentType,
    body: render(content),
  };
}

/** Each of the client's interviews' expert job title, for the quotes' attributions. */
async function expertTitles(trx: Knex, client: string): Promise<Map<string, string | null>> {
  const rows: { id: string; expert_title: string | null }[] = await trx('interviews')
    .where({ client })
    .select('id', 'expert_title');
  return new Map(rows.map((row) => [row.id, row.expert_title?.trim() || null]));
}
