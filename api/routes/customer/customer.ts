import type { Role } from '../../../sync/contract';
import {
  type AskAiOptions,
  WEB_SEARCH_UNAVAILABLE_REASON,
} from '../../../sync/contract/askAiOptions';
import { PageQuerySchema } from '../../../sync/contract/pagination';
import { answerClientQuestion } from '../../commands/aiQuestionAnswerer';
import { startClientAnalysis, storedAnalyses } from '../../commands/analysisGenerator';
import { generateClientInsights } from '../../commands/insightGenerator';
import type { Services } from '../../context';
import { NotFoundError } from '../../errors';
import { analysisWithin } from '../../jobs/analysis';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { Analysis, Insight, type User } from '../../models';
import { type KeysetOrder, keysetPage } from '../../pagination/keysetPage';
import { sendList } from '../../pagination/sendList';
import { authorize, canAccessClient } from '../../policies';
import { presentAnalysis } from '../../presenters/analysis';
import { presentInsight } from '../../presenters/insight';
import { apiResourceRouter } from '../resourceRouter';
import {
  AnalysisListQuerySchema,
  AnalysisParamsSchema,
  AskAiRequestSchema,
  ClientParamsSchema,
  GenerateAnalysisRequestSchema,
  GenerateInsightsRequestSchema,
} from './schema';

const CLIENT_ROLES: readonly Role[] = ['admin', 'customer'];

const NEWEST_ANALYSES_FIRST: KeysetOrder = {
  table: 'analyses',
  keys: ['analyses.created_at', 'analyses.id'],
  direction: 'desc',
};

const OLDEST_INSIGHTS_FIRST: KeysetOrder = {
  table: 'insights',
  keys: ['insights.created_at', 'insights.id'],
  direction: 'asc',
};

/**
 * A client's insights and AI analysis: `/api/customer/:client/…`. Admins may use any
 * client; a customer only their own (403 otherwise); experts none. The calls that ask
 * the AI provider run without a route transaction: a provider call can take seconds,
 * and on PGlite an open transaction holds the only connection. Their commands read
 * first and write in a short transaction of their own.
 */
export function customerRouter(_services: Services) {
  const router = apiResourceRouter();

  router.get(
    '/api/customer/:client/insights',
    auth({ roles: CLIENT_ROLES }),
    validate({ params: ClientParamsSchema, query: PageQuerySchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const client = accessibleClient(currentUser(ctx), ctx.state.input.params.client);
      const query = Insight.query(trx).where({ client });
      await sendList(
        ctx,
        ctx.state.input.query,
        (page) => keysetPage(trx, query, OLDEST_INSIGHTS_FIRST, page),
        (rows) => rows.map(presentInsight),
      );
    },
  );

  router.post(
    '/api/customer/:client/generate-insights',
    auth({ roles: CLIENT_ROLES }),
    validate({ params: ClientParamsSchema, body: GenerateInsightsRequestSchema }),
    async (ctx) => {
      const user = currentUser(ctx);
      const client = accessibleClient(user, ctx.state.input.params.client);
      const insights = await generateClientInsights(ctx.services.db.knex, client, {
        ai: ctx.services.ai,
        userId: user.id,
      });
      ctx.body = insights.map(presentInsight);
    },
  );

  router.post(
    '/api/customer/:client/ask-ai',
    auth({ roles: CLIENT_ROLES }),
    validate({ params: ClientParamsSchema, body: AskAiRequestSchema }),
    async (ctx) => {
      const user = currentUser(ctx);
      ctx.body = await answerClientQuestion(ctx.services.db.knex, {
        client: accessibleClient(user, ctx.state.input.params.client),
        request: ctx.state.input.body,
        userId: user.id,
        ai: ctx.services.ai,
      });
    },
  );

  router.get(
    '/api/customer/:client/ask-ai/options',
    auth({ roles: CLIENT_ROLES }),
    validate({ params: ClientParamsSchema }),
    (ctx) => {
      accessibleClient(currentUser(ctx), ctx.state.input.params.client);
      const available = ctx.services.ai.searchesWeb;
      ctx.body = {
        webSearch: { available, reason: available ? null : WEB_SEARCH_UNAVAILABLE_REASON },
      } satisfies AskAiOptions;
    },
  );

  router.post(
    '/api/customer/:client/generate-analysis',
    auth({ roles: CLIENT_ROLES }),
    validate({ params: ClientParamsSchema, body: GenerateAnalysisRequestSchema }),
    async (ctx) => {
      const user = currentUser(ctx);
      const client = accessibleClient(user, ctx.state.input.params.client);
      const request = ctx.state.input.body;
      const { knex } = ctx.services.db;
      const { analysis, jobId } = await startClientAnalysis(knex, ctx.services.jobs, {
        client,
        request,
        userId: user.id,
      });
      const budgetMs = ctx.services.analysisBudgetMs;
      const settled =
        jobId && budgetMs > 0
          ? await analysisWithin(knex, ctx.services.jobs, { jobId, analysis, budgetMs })
          : analysis;
      // 202: still computing; the app follows it with GET …/analyses/:id.
      ctx.status = settled.status === 'running' ? 202 : 200;
      ctx.body = presentAnalysis(settled);
    },
  );

  router.get(
    '/api/customer/:client/analyses/:id',
    auth({ roles: CLIENT_ROLES }),
    validate({ params: AnalysisParamsSchema }),
    transaction(),
    async (ctx) => {
      const { client, id } = ctx.state.input.params;
      accessibleClient(currentUser(ctx), client);
      const analysis = await Analysis.query(ctx.state.trx).findById(id).where({ client });
      if (!analysis) throw new NotFoundError('Analysis not found');
      ctx.body = presentAnalysis(analysis);
    },
  );

  router.get(
    '/api/customer/:client/analyses',
    auth({ roles: CLIENT_ROLES }),
    validate({ params: ClientParamsSchema, query: AnalysisListQuerySchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const client = accessibleClient(currentUser(ctx), ctx.state.input.params.client);
      const { projectId, ...page } = ctx.state.input.query;
      const query = storedAnalyses(trx, client, projectId);
      await sendList(
        ctx,
        page,
        (request) => keysetPage(trx, query, NEWEST_ANALYSES_FIRST, request),
        (rows) => rows.map(presentAnalysis),
      );
    },
  );

  return router;
}

function accessibleClient(user: User, client: string): string {
  authorize(canAccessClient(user, client), "You don't have access to this client's data");
  return client;
}
