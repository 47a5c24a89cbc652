import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { InterviewInclude } from '../../../sync/contract/interviews';
import type { PageRequest } from '../../../sync/contract/pagination';
import { auditSource } from '../../audit/recordAudit';
import { closeInterview } from '../../commands/interviewCloser';
import { interviewCreator } from '../../commands/interviewCreator';
import { sendInterviewInvitation } from '../../commands/interviewInvitationSender';
import type { Services } from '../../context';
import { NotFoundError } from '../../errors';
import { mailContext } from '../../mail/mailContext';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { Interview } from '../../models';
import { LAST_COMPLETED_FIRST, NEWEST_INTERVIEWS_FIRST } from '../../pagination/interviewOrders';
import { type KeysetOrder, keysetPage } from '../../pagination/keysetPage';
import { sendList } from '../../pagination/sendList';
import {
  authorize,
  canAccessClient,
  canCloseInterview,
  canCreateInterview,
  canReadInterview,
  clientFilter,
} from '../../policies';
import { presentInterview, presentInterviews } from '../../presenters/interview';
import { apiResourceRouter } from '../resourceRouter';
import {
  ClientParamsSchema,
  CloseInterviewRequestSchema,
  CreateInterviewRequestSchema,
  InterviewListQuerySchema,
  InterviewPageQuerySchema,
  InterviewParamsSchema,
} from './schema';

/**
 * Interviews for admins and customers. Experts read their own through
 * /api/expert-interviews/* and take them through /api/expert/{interviewId}/*.
 */
export function interviewsRouter(_services: Services) {
  const router = apiResourceRouter();
  const adminOrCustomer = auth({ roles: ['admin', 'customer'] });

  router.get(
    '/api/interviews',
    adminOrCustomer,
    validate({ query: InterviewListQuerySchema }),
    async (ctx) => {
      const db = ctx.services.db.knex;
      const { projectId, status, include, ...page } = ctx.state.input.query;
      const query = interviewsOf(db, clientFilter(currentUser(ctx)));
      if (projectId) query.where('project_id', projectId);
      if (status === 'completed') {
        // The finished ones, last finished first: what 'Recent Interviews' shows.
        query.where('status', 'completed');
        await sendInterviews(ctx, db, query, page, include, LAST_COMPLETED_FIRST);
        return;
      }
      await sendInterviews(ctx, db, query, page, include);
    },
  );

  router.get(
    '/api/interviews/:interviewId',
    auth(),
    validate({ params: InterviewParamsSchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const interview = await Interview.query(trx).findById(ctx.state.input.params.interviewId);
      if (!interview) throw new NotFoundError('Interview not found');
      authorize(canReadInterview(currentUser(ctx), interview));
      ctx.body = await presentInterview(trx, interview);
    },
  );

  router.post(
    '/api/interviews',
    auth({ roles: ['admin'] }),
    validate({ body: CreateInterviewRequestSchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      authorize(canCreateInterview(currentUser(ctx)));
      const interview = await interviewCreator(trx, ctx.state.input.body);
      const invitation = await sendInterviewInvitation(trx, interview, mailContext(ctx));
      ctx.status = 201;
      ctx.body = { ...(await presentInterview(trx, interview)), invitation };
    },
  );

  router.post(
    '/api/interviews/:interviewId/close',
    auth({ roles: ['admin'] }),
    validate({ params: InterviewParamsSchema, body: CloseInterviewRequestSchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      authorize(canCloseInterview(currentUser(ctx)));
      const { interviewId } = ctx.state.input.params;
      const interview = await closeInterview(trx, interviewId, auditSource(ctx));
      ctx.body = await presentInterview(trx, interview);
    },
  );

  // Served here rather than by the customer router: it is the same read model as above.
  router.get(
    '/api/customer/:client/interviews',
    adminOrCustomer,
    validate({ params: ClientParamsSchema, query: InterviewPageQuerySchema }),
    async (ctx) => {
      const db = ctx.services.db.knex;
      const { client } = ctx.state.input.params;
      const { include, ...page } = ctx.state.input.query;
      authorize(canAccessClient(currentUser(ctx), client));
      await sendInterviews(ctx, db, interviewsOf(db, [client]), page, include);
    },
  );

  return router;
}

/** The interviews of these clients; null means every client (see clientFilter). */
function interviewsOf(db: Knex, clients: string[] | null) {
  const query = Interview.query(db);
  if (clients) query.whereIn('client', clients);
  return query;
}

function sendInterviews(
  ctx: Context,
  db: Knex,
  query: ReturnType<typeof interviewsOf>,
  page: PageRequest,
  include: InterviewInclude,
  order: KeysetOrder = NEWEST_INTERVIEWS_FIRST,
) {
  return sendList(
    ctx,
    page,
    (request) => keysetPage(db, query, order, request),
    (rows) => presentInterviews(db, rows, include),
  );
}
