import { asksForPage } from '../../../sync/contract/pagination';
import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { rankedPage } from '../../pagination/rankedPage';
import { sendList } from '../../pagination/sendList';
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
    async (ctx) => {
      const db = ctx.services.db.knex;
      const user = currentUser(ctx);
      const { q, client, ...page } = ctx.state.input.query;
      if (client) {
        authorize(canAccessClient(user, client), "You don't have access to this client's data");
      }
      const clients = client ? [client] : clientFilter(user);
      // Without paging input, the spec's array of the best MAX_RESULTS, as before.
      await sendList(
        ctx,
        page,
        (request) =>
          asksForPage(page)
            ? rankedPage((range) => searchAnswers(db, { clients }, q, range), request)
            : searchAnswers(db, { clients }, q, { limit: MAX_RESULTS }).then((rows) => ({
                rows,
                nextCursor: null,
              })),
        (rows) => rows.map(presentSearchResult),
      );
    },
  );

  return router;
}
