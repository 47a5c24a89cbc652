import { auditSource, recordAudit } from '../../audit/recordAudit';
import { writeClientReport } from '../../commands/clientReportWriter';
import { DashboardCache } from '../../commands/dashboardCache';
import type { DashboardFigures } from '../../commands/dashboardFigures';
import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { responseEncoding } from '../../middleware/responseEncoding';
import { validate } from '../../middleware/validate';
import { authorize, canAccessClient } from '../../policies';
import { REPORT_CONTENT_SECURITY_POLICY } from '../../presenters/clientReportStyles';
import { apiResourceRouter } from '../resourceRouter';
import { ClientParamsSchema, DashboardQuerySchema, ReportQuerySchema } from './schema';

const NO_ACCESS = "You don't have access to this client's data";

/**
 * The client dashboard's figures and its Export Report (Markdown, or HTML with
 * `format=html`), both computed from the stored answers with the dashboard's company
 * and topic filters applied, once per version of the client's data
 * (api/commands/dashboardCache.ts): a report reads the figures the dashboard shows.
 * Admins may read any client; a customer only their own; experts none. No route
 * transaction: both ask the AI provider for the sentiment split, which must not hold
 * the database (see api/middleware/transaction.ts).
 */
export function dashboardRouter(_services: Services) {
  const router = apiResourceRouter();
  const adminOrCustomer = auth({ roles: ['admin', 'customer'] });
  const input = validate({ params: ClientParamsSchema, query: DashboardQuerySchema });
  const dashboards = new DashboardCache();

  router.get('/api/customer/:client/dashboard', adminOrCustomer, input, async (ctx) => {
    const { client } = ctx.state.input.params;
    authorize(canAccessClient(currentUser(ctx), client), NO_ACCESS);
    const { sent: dashboard } = await dashboards.read(ctx.services.db.knex, {
      client,
      ...ctx.state.input.query,
      ai: ctx.services.ai,
    });
    // Sent in the encoding kept with it; compressResponses leaves an encoded body alone.
    const encoding = responseEncoding(ctx.req);
    ctx.vary('Accept-Encoding');
    ctx.type = 'application/json';
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = await dashboard.encode(encoding);
    } else {
      ctx.body = dashboard.bytes;
    }
  });

  const reportInput = validate({ params: ClientParamsSchema, query: ReportQuerySchema });
  router.get('/api/customer/:client/report', adminOrCustomer, reportInput, async (ctx) => {
    const { client } = ctx.state.input.params;
    authorize(canAccessClient(currentUser(ctx), client), NO_ACCESS);
    const { format, ...filters } = ctx.state.input.query;
    const knex = ctx.services.db.knex;
    const { figures } = await dashboards.read(knex, { client, ...filters, ai: ctx.services.ai });
    const report = await writeClientReport(knex, {
      client,
      ...filters,
      format,
      dashboard: JSON.parse(figures) as DashboardFigures,
    });
    // No route transaction here (see above), so the export is recorded once the report
    // exists and before it is sent: if the trail cannot be written, no report leaves.
    await recordAudit(ctx.services.db.knex, {
      ...auditSource(ctx),
      action: 'report.exported',
      subjectType: 'client',
      subjectId: client,
      client,
      details: { format, filename: report.filename, ...filters },
    });
    ctx.type = report.contentType;
    ctx.set('Content-Disposition', `attachment; filename="${report.filename}"`);
    // Opened in place by mistake (or from a proxy that drops the attachment), the HTML
    // report still runs nothing and loads nothing.
    if (format === 'html') {
      ctx.set(
        'Content-Security-Policy',
        `${REPORT_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
      );
    }
    ctx.body = report.body;
  });

  return router;
}
