import { PageQuerySchema } from '../../../sync/contract/pagination';
import { auditSource } from '../../audit/recordAudit';
import { claimOrRequestClient } from '../../commands/clientAccessClaimer';
import {
  approveAccessRequest,
  declineAccessRequest,
  grantClientAccess,
  removeClientAccess,
} from '../../commands/clientAccessGranter';
import { loadAccessStatus } from '../../commands/clientAccessStatusLoader';
import { clientDirectoryPage, loadClientDirectory } from '../../commands/clientDirectoryLoader';
import type { Services } from '../../context';
import { ConflictError } from '../../errors';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { sendList } from '../../pagination/sendList';
import {
  authorize,
  canListClients,
  canManageClientAccess,
  canRemoveClientMember,
} from '../../policies';
import { presentMember } from '../../presenters/clientAccess';
import { apiResourceRouter } from '../resourceRouter';
import {
  ClientAccessRequestParamsSchema,
  ClientMemberParamsSchema,
  GrantClientAccessRequestSchema,
  ManagedClientParamsSchema,
  RequestClientAccessRequestSchema,
} from './schema';

const MANAGERS = ['admin', 'customer'] as const;
const NOT_YOUR_CLIENT = 'Only a Parley administrator or a member of this client can do that';

/** Who belongs to which client: the admin directory, a member's own team, a customer's status. */
export function clientsRouter(_services: Services) {
  const router = apiResourceRouter();

  router.get(
    '/api/clients',
    auth({ roles: ['admin'] }),
    validate({ query: PageQuerySchema }),
    transaction(),
    async (ctx) => {
      authorize(canListClients(currentUser(ctx)));
      const trx = ctx.state.trx;
      await sendList(
        ctx,
        ctx.state.input.query,
        (page) => clientDirectoryPage(trx, page),
        (clients) => clients,
      );
    },
  );

  router.get(
    '/api/clients/:client',
    auth({ roles: MANAGERS }),
    validate({ params: ManagedClientParamsSchema }),
    transaction(),
    async (ctx) => {
      const { client } = ctx.state.input.params;
      authorize(canManageClientAccess(currentUser(ctx), client), NOT_YOUR_CLIENT);
      const [found] = await loadClientDirectory(ctx.state.trx, [client]);
      ctx.body = found ?? { name: client, projectCount: 0, members: [], requests: [] };
    },
  );

  router.post(
    '/api/clients/:client/members',
    auth({ roles: MANAGERS }),
    validate({ params: ManagedClientParamsSchema, body: GrantClientAccessRequestSchema }),
    transaction(),
    async (ctx) => {
      const { client } = ctx.state.input.params;
      authorize(canManageClientAccess(currentUser(ctx), client), NOT_YOUR_CLIENT);
      const { member } = await grantClientAccess(
        ctx.state.trx,
        client,
        ctx.state.input.body.user,
        auditSource(ctx),
      );
      ctx.body = presentMember(member);
    },
  );

  router.delete(
    '/api/clients/:client/members/:userId',
    auth({ roles: ['admin'] }),
    validate({ params: ClientMemberParamsSchema }),
    transaction(),
    async (ctx) => {
      const { client, userId } = ctx.state.input.params;
      authorize(canRemoveClientMember(currentUser(ctx)));
      await removeClientAccess(ctx.state.trx, client, userId, auditSource(ctx));
      ctx.body = { ok: true };
    },
  );

  router.post(
    '/api/clients/:client/requests/:requestId/approve',
    auth({ roles: MANAGERS }),
    validate({ params: ClientAccessRequestParamsSchema }),
    transaction(),
    async (ctx) => {
      const { client, requestId } = ctx.state.input.params;
      authorize(canManageClientAccess(currentUser(ctx), client), NOT_YOUR_CLIENT);
      const { member } = await approveAccessRequest(
        ctx.state.trx,
        client,
        requestId,
        auditSource(ctx),
      );
      ctx.body = presentMember(member);
    },
  );

  router.post(
    '/api/clients/:client/requests/:requestId/decline',
    auth({ roles: MANAGERS }),
    validate({ params: ClientAccessRequestParamsSchema }),
    transaction(),
    async (ctx) => {
      const { client, requestId } = ctx.state.input.params;
      authorize(canManageClientAccess(currentUser(ctx), client), NOT_YOUR_CLIENT);
      await declineAccessRequest(ctx.state.trx, client, requestId, auditSource(ctx));
      ctx.body = { ok: true };
    },
  );

  router.get('/api/client-access', auth(), transaction(), async (ctx) => {
    ctx.body = await loadAccessStatus(ctx.state.trx, currentUser(ctx));
  });

  // The same rule as registering with a company: an unused name is claimed, any
  // other becomes this customer's one waiting request (replacing an older one).
  router.post(
    '/api/client-access/request',
    auth({ roles: ['customer'] }),
    validate({ body: RequestClientAccessRequestSchema }),
    transaction(),
    async (ctx) => {
      const user = currentUser(ctx);
      if (user.scopedClient) {
        throw new ConflictError(
          `You already have access to ${user.scopedClient}. A customer sees one client.`,
          'has_client',
        );
      }
      const trx = ctx.state.trx;
      const updated = await claimOrRequestClient(
        trx,
        user,
        ctx.state.input.body.client,
        auditSource(ctx),
      );
      ctx.body = await loadAccessStatus(trx, updated);
    },
  );

  return router;
}
