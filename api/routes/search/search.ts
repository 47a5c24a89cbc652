import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { authorize, canAccessClient, clientFilter } from '../../policies';
import { presentSearchResult } from '../../presenters/searchResult';
import { searchAnswers } from '../../retrieval/fullTextSearch';
import { apiResourceRouter } from '../resourceRouter';
import { SearchQuerySchema } from './schema';

const MAX_RESULTS = 50;

/**
 * Full-text search over interview answers. A customer searches their own client (naming
 * another is a 403); an admin searches one client or, without `client`, all of them.
 */
export function searchRouter(_services: Services) {
  const router = apiResourceRouter();

  router.get(
    '/api/search',
    auth({ roles: ['admin', 'customer'] }),
    validate({ query: SearchQuerySchema }),
    transaction(),
    async (ctx) => {
      const user = currentUser(ctx);
      const { q, client } = ctx.state.input.query;
      if (client) {
        authorize(canAccessClient(user, client), "You don't have access to this client's data");
      }
      const clients = client ? [client] : clientFilter(user);
      const results = await searchAnswers(ctx.state.trx, { clients }, q, MAX_RESULTS);
      ctx.body = results.map(presentSearchResult);
    },
  );

  return router;
}
