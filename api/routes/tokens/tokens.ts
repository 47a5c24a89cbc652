import { PageQuerySchema } from '../../../sync/contract/pagination';
import { auditSource } from '../../audit/recordAudit';
import { apiTokenCreator } from '../../commands/apiTokenCreator';
import { apiTokenRevoker } from '../../commands/apiTokenRevoker';
import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { ApiToken } from '../../models';
import { type KeysetOrder, keysetPage } from '../../pagination/keysetPage';
import { sendList } from '../../pagination/sendList';
import { presentApiToken, presentCreatedApiToken } from '../../presenters/apiToken';
import { apiResourceRouter } from '../resourceRouter';
import { ApiTokenParamsSchema, CreateApiTokenRequestSchema } from './schema';

const NEWEST_TOKENS_FIRST: KeysetOrder = {
  table: 'api_tokens',
  keys: ['api_tokens.created_at', 'api_tokens.id'],
  direction: 'desc',
};

/** Personal API tokens: every signed-in account manages its own, and only its own. */
export function tokensRouter(_services: Services) {
  const router = apiResourceRouter();

  router.get(
    '/api/tokens',
    auth(),
    validate({ query: PageQuerySchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const query = ApiToken.query(trx)
        .where('user_id', currentUser(ctx).id)
        .whereNull('revoked_at');
      await sendList(
        ctx,
        ctx.state.input.query,
        (page) => keysetPage(trx, query, NEWEST_TOKENS_FIRST, page),
        (rows) => rows.map(presentApiToken),
      );
    },
  );

  router.post(
    '/api/tokens',
    auth(),
    // No token reaches here: the route is sessionOnly in the contract (see authenticate).
    validate({ body: CreateApiTokenRequestSchema }),
    transaction(),
    async (ctx) => {
      const { token, secret } = await apiTokenCreator(
        ctx.state.trx,
        currentUser(ctx),
        ctx.state.input.body.name,
        auditSource(ctx),
      );
      ctx.status = 201;
      ctx.body = presentCreatedApiToken(token, secret);
    },
  );

  router.delete(
    '/api/tokens/:id',
    auth(),
    validate({ params: ApiTokenParamsSchema }),
    transaction(),
    async (ctx) => {
      await apiTokenRevoker(
        ctx.state.trx,
        currentUser(ctx),
        ctx.state.input.params.id,
        auditSource(ctx),
      );
      ctx.status = 204;
    },
  );

  return router;
}
