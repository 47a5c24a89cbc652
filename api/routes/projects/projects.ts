import type { Knex } from 'knex';
import { PageQuerySchema } from '../../../sync/contract/pagination';
import { NO_CLIENT_MESSAGE, projectCreator } from '../../commands/projectCreator';
import { projectUpdater } from '../../commands/projectUpdater';
import type { Services } from '../../context';
import { NotFoundError } from '../../errors';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { Project } from '../../models';
import { compiledList, ofClients } from '../../pagination/compiledList';
import type { KeysetOrder } from '../../pagination/keysetPage';
import { sendList } from '../../pagination/sendList';
import {
  authorize,
  canCreateProject,
  canReadProject,
  canUpdateProject,
  clientFilter,
} from '../../policies';
import { presentProject, presentProjects } from '../../presenters/project';
import { apiResourceRouter } from '../resourceRouter';
import {
  CreateProjectRequestSchema,
  CustomerCreateProjectRequestSchema,
  CustomerUpdateProjectRequestSchema,
  ProjectParamsSchema,
  UpdateProjectRequestSchema,
} from './schema';
import { validateByRole } from './validateByRole';

const NEWEST_PROJECTS_FIRST: KeysetOrder = {
  table: 'projects',
  keys: ['projects.created_at', 'projects.id'],
  direction: 'desc',
};

/** Every project, or those of the clients listed (see clientFilter). */
const projectPages = compiledList<{ clients?: string[] }, Project>({
  order: NEWEST_PROJECTS_FIRST,
  from: (knex) => knex('projects').select('projects.*'),
  filters: { clients: ofClients },
  hydrate: (row) => Project.fromDatabaseJson(row),
});

/** Research projects: admins manage every client's, customers their own client's. */
export function projectsRouter(_services: Services) {
  const router = apiResourceRouter();
  const adminOrCustomer = auth({ roles: ['admin', 'customer'] });

  router.get(
    '/api/projects',
    adminOrCustomer,
    validate({ query: PageQuerySchema }),
    async (ctx) => {
      const db = ctx.services.db.knex;
      const clients = clientFilter(currentUser(ctx)) ?? undefined;
      await sendList(
        ctx,
        ctx.state.input.query,
        (page) => projectPages(db, { clients }, page),
        (rows) => presentProjects(db, rows),
      );
    },
  );

  router.get(
    '/api/projects/:id',
    adminOrCustomer,
    validate({ params: ProjectParamsSchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const project = await findProject(trx, ctx.state.input.params.id);
      authorize(canReadProject(currentUser(ctx), project));
      ctx.body = await presentProject(trx, project);
    },
  );

  router.post(
    '/api/projects',
    adminOrCustomer,
    validateByRole({ body: CreateProjectRequestSchema }, CustomerCreateProjectRequestSchema),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const user = currentUser(ctx);
      authorize(canCreateProject(user), NO_CLIENT_MESSAGE);
      const project = await projectCreator(trx, user, ctx.state.input.body);
      ctx.status = 201;
      ctx.body = await presentProject(trx, project);
    },
  );

  router.patch(
    '/api/projects/:id',
    adminOrCustomer,
    validateByRole(
      { params: ProjectParamsSchema, body: UpdateProjectRequestSchema },
      CustomerUpdateProjectRequestSchema,
    ),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const user = currentUser(ctx);
      const { params, body } = ctx.state.input;
      const project = await findProject(trx, params.id, { forUpdate: true });
      authorize(canUpdateProject(user, project));
      const updated = await projectUpdater(trx, { user, project, patch: body });
      ctx.body = await presentProject(trx, updated);
    },
  );

  return router;
}

async function findProject(
  trx: Knex,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Project> {
  const query = Project.query(trx).findById(id);
  if (options.forUpdate) query.forUpdate();
  const project = await query;
  if (!project) throw new NotFoundError('Project not found');
  return project;
}
