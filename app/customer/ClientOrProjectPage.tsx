import { lazy } from 'react';
import { useParams } from 'react-router';
import { isProjectId } from '../../sync/contract/projectIds';

const ClientDashboardPage = lazy(async () => ({
  default: (await import('./client/ClientDashboardPage')).ClientDashboardPage,
}));
const ProjectDashboardPage = lazy(async () => ({
  default: (await import('./project/ProjectDashboardPage')).ProjectDashboardPage,
}));

/**
 * `/customer/{x}` serves two dashboards (spec section 2 leaves which one open). Parley's
 * rule: x with the project-id prefix (`prj_`) is a project → the project dashboard (an
 * unknown or unreadable one says 'Invalid project ID'); anything else is a client name →
 * that client's dashboard, whose data the API releases only to admins and the client's
 * own customers. A prefix rather than a lookup, so the page knows which view to load
 * before any request and a client can never be mistaken for a project.
 */
export function ClientOrProjectPage() {
  const { client: x = '' } = useParams();
  return isProjectId(x) ? (
    <ProjectDashboardPage projectId={x} />
  ) : (
    <ClientDashboardPage client={x} />
  );
}
