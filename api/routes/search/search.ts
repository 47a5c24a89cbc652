import { asksForPage } from '../../../sync/contract/pagination';
import { answersInScope, prepareFilter } from '../../commands/dashboardScope';
import type { Services } from '../../context';
import { auth, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { rankedPage } from '../../pagination/rankedPage';
import { sendList } from '../../pagination/sendList';
import { authorize, canAccessClient, clientFilter } from '../../policies';
import { presentSearchResult } from '../../presenters/searchResult';
import { SearchRankings, type SearchRequest } from '../../retrieval/searchRankings';
import type { AnswerScope } from '../../retrieval/types';
import { apiResourceRouter } from '../resourceRouter';
import { SearchQuerySchema } from './schema';

const MAX_RESULTS = 50;

/**
 * Full-text search over interview answers. A customer searches their own client (naming
 * another is a 403); an admin searches one client or, without `client`, all of them.
 * With `company` or `topic` (and `client`), only the answers the client dashboard's
 * filters of the same names keep.
 */
export function searchRouter(_services: Services) {
  const router = apiResourceRouter();
  const rankings = new SearchRankings();

  router.get(
    '/api/search',
    auth({ roles: ['admin', 'customer'] }),
    validate({ query: SearchQuerySchema }),
    async (ctx) => {
      const db = ctx.services.db.knex;
      const user = currentUser(ctx);
      const { q, client, company, topic, ...page } = ctx.state.input.query;
      if (client) {
        authorize(canAccessClient(user, client), "You don't have access to this client's data");
      }
      const scope: AnswerScope = { clients: client ? [client] : clientFilter(user) };
      const search: SearchRequest = { q, scope, filterKey: [company, topic] };
      // The dashboard's filters (the contract requires client with them), applied before
      // ranking, so a page is a full page of the answers they keep.
      if (client && (company !== null || topic !== null)) {
        const filter = { client, company, topic };
        search.prepare = async () => {
          scope.answers = answersInScope(db, filter, await prepareFilter(db, filter)).select(
            'a.id',
          );
        };
      }
      // Without paging input, the spec's array of the best MAX_RESULTS, as before.
      await sendList(
        ctx,
        page,
        (request) =>
          asksForPage(page)
            ? rankedPage((range) => rankings.page(db, search, range), request)
            : rankings
                .page(db, search, { offset: 0, limit: MAX_RESULTS })
                .then((rows) => ({ rows, nextCursor: null })),
        (rows) => rows.map(presentSearchResult),
      );
    },
  );

  return router;
}
