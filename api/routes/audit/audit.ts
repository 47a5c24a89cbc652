import { auditCsvFilename, auditEventsCsv } from '../../audit/auditCsv';
import { readAllAuditEvents, readAuditPage } from '../../audit/auditEventQuery';
import type { Services } from '../../context';
import { auth } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { presentAuditEvent } from '../../presenters/auditEvent';
import { apiResourceRouter } from '../resourceRouter';
import { AuditEventCsvQuerySchema, AuditEventQuerySchema } from './schema';

/**
 * The audit trail, for admins only: who did what, from where, to whose data. The list
 * is keyset-paged; the CSV streams every event matching the same filters.
 */
export function auditRouter(_services: Services) {
  const router = apiResourceRouter();
  const adminOnly = auth({ roles: ['admin'] });

  router.get(
    '/api/audit-events',
    adminOnly,
    validate({ query: AuditEventQuerySchema }),
    transaction(),
    async (ctx) => {
      const { limit, cursor, ...filters } = ctx.state.input.query;
      const page = await readAuditPage(ctx.state.trx, filters, { limit, cursor });
      ctx.body = { events: page.rows.map(presentAuditEvent), nextCursor: page.nextCursor };
    },
  );

  // No route transaction: the body streams after the handler returns, when a route
  // transaction would already have committed. Batches are read on the root knex.
  router.get(
    '/api/audit-events.csv',
    adminOnly,
    validate({ query: AuditEventCsvQuerySchema }),
    async (ctx) => {
      const rows = await readAllAuditEvents(ctx.services.db.knex, ctx.state.input.query);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${auditCsvFilename()}"`);
      ctx.body = auditEventsCsv(presented(rows));
    },
  );

  return router;
}

async function* presented(rows: AsyncIterable<Parameters<typeof presentAuditEvent>[0]>) {
  for await (const row of rows) yield presentAuditEvent(row);
}
