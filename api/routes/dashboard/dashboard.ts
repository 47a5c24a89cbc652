import { auditSource, recordAudit } from '../../audit/recordAudit';
import { writeClientReport } from '../../commands/clientReportWriter';
import { computeClientDashboard } from '../../commands/dashboardCalculator';
import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { authorize, canAccessClient } from '../../policies';
import { apiResourceRouter } from '../resourceRouter';
import { ClientParamsSchema, DashboardQuerySchema } from './schema';

const NO_ACCESS = "You don't have access to this client's data";

/**
 * The client dashboard's figures and its Export Report, both computed from the stored
 * answers on each request with the dashboard's company and topic filters applied.
 * Admins may read any client; a customer only their own; experts none. No route
 * transaction: both ask the AI provider for the sentiment split, which must not hold
 * the database (see api/middleware/transaction.ts).
 */
export function dashboardRouter(_services: Services) {
  const router = apiResourceRouter();
  const adminOrCustomer = auth({ roles: ['admin', 'customer'] });
  const input = validate({ params: ClientParamsSchema, query: DashboardQuerySchema });

  router.get('/api/customer/:client/dashboard', adminOrCustomer, input, async (ctx) => {
    const { client } = ctx.state.input.params;
    authorize(canAccessClient(currentUser(ctx), client), NO_ACCESS);
    ctx.body = await computeClientDashboard(ctx.services.db.knex, {
      client,
      ...ctx.state.input.query,
      ai: ctx.services.ai,
    });
  });

  router.get('/api/customer/:client/report', adminOrCustomer, input, async (ctx) => {
    const { client } = ctx.state.input.params;
    authorize(canAccessClient(currentUser(ctx), client), NO_ACCESS);
    const report = await writeClientReport(ctx.services.db.knex, {
      client,
      ...ctx.state.input.query,
      ai: ctx.services.ai,
    });
    // No route transaction here (see above), so the export is recorded once the report
    // exists and before it is sent: if the trail cannot be written, no report leaves.
    await recordAudit(ctx.services.db.knex, {
      ...auditSource(ctx),
      action: 'report.exported',
      subjectType: 'client',
      subjectId: client,
      client,
      details: { format: 'markdown', filename: report.filename, ...ctx.state.input.query },
    });
    ctx.type = 'text/markdown; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${report.filename}"`);
    ctx.body = report.markdown;
  });

  return router;
}
