import type Router from '@koa/router';
import type { AppContextExtras, AppState, Services } from '../context';
import { adminJobsRouter } from './admin/jobs';
import { auditRouter } from './audit/audit';
import { authRouter } from './auth/auth';
import { clientsRouter } from './clients/clients';
import { customerRouter } from './customer/customer';
import { dashboardRouter } from './dashboard/dashboard';
import { emailRouter } from './email/email';
import { expertDraftsRouter } from './expert/drafts';
import { expertSessionRouter } from './expert/expert';
import { expertInterviewsRouter } from './expertInterviews/expertInterviews';
import { figuresRouter } from './figures/figures';
import { formsRouter } from './forms/forms';
import { interviewsRouter } from './interviews/interviews';
import { openApiRouter } from './openapi/openapi';
import { projectSummariesRouter } from './projectSummaries/projectSummaries';
import { projectCompaniesRouter } from './projects/projectCompanies';
import { projectsRouter } from './projects/projects';
import { apiResourceRouter } from './resourceRouter';
import { searchRouter } from './search/search';
import { systemRouter } from './system/system';
import { tokensRouter } from './tokens/tokens';
import { transcriptsRouter } from './transcripts/transcripts';

/**
 * Every `/api/*` route, matched exactly as written (`apiResourceRouter`); any other
 * path under /api falls through to `apiNotFound`.
 */
export function apiRouter(services: Services): Router<AppState, AppContextExtras> {
  const router = apiResourceRouter();
  const resources = [
    authRouter(services),
    projectsRouter(services),
    projectSummariesRouter(services),
    projectCompaniesRouter(services),
    // Before interviewsRouter: its /api/interviews/:interviewId would take /api/interviews/quality.
    transcriptsRouter(services),
    interviewsRouter(services),
    expertSessionRouter(services),
    expertDraftsRouter(services),
    expertInterviewsRouter(services),
    figuresRouter(services),
    customerRouter(services),
    dashboardRouter(services),
    searchRouter(services),
    formsRouter(services),
    emailRouter(services),
    clientsRouter(services),
    tokensRouter(services),
    openApiRouter(services),
    auditRouter(services),
    systemRouter(services),
    adminJobsRouter(services),
  ];
  // No allowedMethods(): a method a path does not serve gets the same JSON 404 as an
  // unknown path (apiNotFound), and one such middleware per resource ran on every request.
  for (const resource of resources) router.use(resource.routes());
  return router;
}
