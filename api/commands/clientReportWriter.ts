import type { Knex } from 'knex';
import { fileSlug } from '../../sync/contract/fileNames';
import { Insight } from '../models';
import { renderClientReport } from '../presenters/clientReport';
import { computeClientDashboard, type DashboardRequest } from './dashboardCalculator';
import { citeInsights } from './insightCitationFinder';

export interface ClientReport {
  filename: string;
  markdown: string;
}

/**
 * The dashboard's Export Report: the same figures the dashboard shows (same filters),
 * and the client's stored key insights with their quotes traced to the answers.
 */
export async function writeClientReport(
  trx: Knex,
  request: DashboardRequest & { now?: Date },
): Promise<ClientReport> {
  const generatedAt = request.now ?? new Date();
  const dashboard = await computeClientDashboard(trx, request);
  const insights = await Insight.query(trx)
    .where({ client: request.client })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return {
    filename: `parley-report-${slug(request.client)}-${generatedAt.toISOString().slice(0, 10)}.md`,
    markdown: renderClientReport({
      dashboard,
      insights: await citeInsights(trx, request.client, insights),
      generatedAt,
    }),
  };
}

/** "Meridian Capital" → "meridian-capital" (see sync/contract/fileNames.ts). */
export function slug(text: string): string {
  return fileSlug(text, 'client');
}
