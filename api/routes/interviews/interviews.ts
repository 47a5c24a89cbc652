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
import type { CompiledList } from '../../pagination/compiledList';
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
  completedInterviewPages,
  containsPattern,
  type InterviewFilters,
  interviewPages,
} from './interviewPages';
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
      const { projectId, status, include, company, q, ...page } = ctx.state.input.query;
      const clients = clientFilter(currentUser(ctx)) ?? undefined;
      const pages = status === 'completed' ? completedInterviewPages : interviewPages;
      const expertOrCompany = q === undefined ? undefined : containsPattern(q);
      const filters = { clients, projectId, company, expertOrCompany };
      await sendInterviews(ctx, pages, filters, page, include);
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
      const { client } = ctx.state.input.params;
      const { include, ...page } = ctx.state.input.query;
      authorize(canAccessClient(currentUser(ctx), client));
      await sendInterviews(ctx, interviewPages, { clients: [client] }, page, include);
    },
  );

  return router;
}

function sendInterviews(
  ctx: Context,
  pages: CompiledList<InterviewFilters, Interview>,
  filters: InterviewFilters,
  page: PageRequest,
  include: InterviewInclude,
) {
  const db = ctx.services.db.knex;
  return sendList(
    ctx,
    page,
    (request) => pages(db, filters, request),
    (rows) => presentInterviews(db, rows, include),
  );
}
