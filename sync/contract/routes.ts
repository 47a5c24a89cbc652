/**
 * Method, path and access of every `/api/*` call, without schemas, so the app shell can
 * import it without pulling zod into the first bundle. `endpoints.ts` adds the schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call an endpoint; the server's policies enforce it, tests check it. */
export type Access =
  | 'public'
  | 'signedIn'
  | 'admin'
  | 'adminOrCustomer'
  | 'expert'
  | 'interviewLink';

export interface ApiRoute {
  method: HttpMethod;
  /** Path template; `:name` segments are parameters. */
  path: string;
  access: Access;
  /** For browsers only: an API token is refused (403). Signing in and out, minting tokens. */
  sessionOnly?: true;
}

export const apiRoutes = {
  currentUser: { method: 'GET', path: '/api/user', access: 'signedIn' },
  login: { method: 'POST', path: '/api/login', access: 'public', sessionOnly: true },
  register: { method: 'POST', path: '/api/register', access: 'public', sessionOnly: true },
  logout: { method: 'POST', path: '/api/logout', access: 'public', sessionOnly: true },
  setPasswordAfterSignup: { method: 'POST', path: '/api/set-password', access: 'public' },
  setPasswordAfterInquiry: { method: 'POST', path: '/api/user/set-password', access: 'public' },
  listProjects: { method: 'GET', path: '/api/projects', access: 'adminOrCustomer' },
  getProject: { method: 'GET', path: '/api/projects/:id', access: 'adminOrCustomer' },
  createProject: { method: 'POST', path: '/api/projects', access: 'adminOrCustomer' },
  updateProject: { method: 'PATCH', path: '/api/projects/:id', access: 'adminOrCustomer' },
  listInterviews: { method: 'GET', path: '/api/interviews', access: 'adminOrCustomer' },
  getInterview: { method: 'GET', path: '/api/interviews/:interviewId', access: 'adminOrCustomer' },
  createInterview: { method: 'POST', path: '/api/interviews', access: 'admin' },
  closeInterview: { method: 'POST', path: '/api/interviews/:interviewId/close', access: 'admin' },
  currentQuestion: {
    method: 'GET',
    path: '/api/expert/:interviewId/current-question',
    access: 'interviewLink',
  },
  submitAnswer: {
    method: 'POST',
    path: '/api/expert/:interviewId/answer',
    access: 'interviewLink',
  },
  transcribe: {
    method: 'POST',
    path: '/api/expert/:interviewId/transcribe',
    access: 'interviewLink',
  },
  finishInterview: {
    method: 'POST',
    path: '/api/expert/:interviewId/finish',
    access: 'interviewLink',
  },
  reopenInterview: {
    method: 'POST',
    path: '/api/expert/:interviewId/reopen',
    access: 'interviewLink',
  },
  declineInterview: {
    method: 'POST',
    path: '/api/expert/:interviewId/decline',
    access: 'interviewLink',
  },
  // The live draft while the expert records (sync/contract/drafts.ts).
  draftChunk: {
    method: 'POST',
    path: '/api/expert/:interviewId/drafts/:draftId/chunks/:sequence',
    access: 'interviewLink',
  },
  discardDraft: {
    method: 'DELETE',
    path: '/api/expert/:interviewId/drafts/:draftId',
    access: 'interviewLink',
  },
  upcomingExpertInterviews: {
    method: 'GET',
    path: '/api/expert-interviews/upcoming',
    access: 'expert',
  },
  completedExpertInterviews: {
    method: 'GET',
    path: '/api/expert-interviews/completed',
    access: 'expert',
  },
  expertFigures: {
    method: 'GET',
    path: '/api/expert-interviews/figures',
    access: 'expert',
  },
  researchFigures: { method: 'GET', path: '/api/figures', access: 'adminOrCustomer' },
  projectFigures: { method: 'GET', path: '/api/projects/:id/figures', access: 'adminOrCustomer' },
  projectCompanies: {
    method: 'GET',
    path: '/api/projects/:id/companies',
    access: 'adminOrCustomer',
  },
  clientInsights: {
    method: 'GET',
    path: '/api/customer/:client/insights',
    access: 'adminOrCustomer',
  },
  clientInterviews: {
    method: 'GET',
    path: '/api/customer/:client/interviews',
    access: 'adminOrCustomer',
  },
  search: { method: 'GET', path: '/api/search', access: 'adminOrCustomer' },
  generateInsights: {
    method: 'POST',
    path: '/api/customer/:client/generate-insights',
    access: 'adminOrCustomer',
  },
  askAi: { method: 'POST', path: '/api/customer/:client/ask-ai', access: 'adminOrCustomer' },
  askAiOptions: {
    method: 'GET',
    path: '/api/customer/:client/ask-ai/options',
    access: 'adminOrCustomer',
  },
  generateAnalysis: {
    method: 'POST',
    path: '/api/customer/:client/generate-analysis',
    access: 'adminOrCustomer',
  },
  listAnalyses: {
    method: 'GET',
    path: '/api/customer/:client/analyses',
    access: 'adminOrCustomer',
  },
  getAnalysis: {
    method: 'GET',
    path: '/api/customer/:client/analyses/:id',
    access: 'adminOrCustomer',
  },
  // The issue-5 dashboards: figures computed from stored answers (sync/contract/analytics.ts).
  interviewQuality: { method: 'GET', path: '/api/interviews/quality', access: 'adminOrCustomer' },
  interviewTranscript: {
    method: 'GET',
    path: '/api/interviews/:interviewId/transcript',
    access: 'adminOrCustomer',
  },
  // The transcript as a Markdown download; each download is audited (transcript.exported).
  interviewTranscriptMarkdown: {
    method: 'GET',
    path: '/api/interviews/:interviewId/transcript.md',
    access: 'adminOrCustomer',
  },
  // The audit trail (sync/contract/audit.ts): a keyset-paged list and its CSV download.
  listAuditEvents: { method: 'GET', path: '/api/audit-events', access: 'admin' },
  auditEventsCsv: { method: 'GET', path: '/api/audit-events.csv', access: 'admin' },
  customerDashboard: {
    method: 'GET',
    path: '/api/customer/:client/dashboard',
    access: 'adminOrCustomer',
  },
  customerReport: {
    method: 'GET',
    path: '/api/customer/:client/report',
    access: 'adminOrCustomer',
  },
  projectSummary: { method: 'GET', path: '/api/projects/:id/summary', access: 'adminOrCustomer' },
  regenerateProjectSummary: {
    method: 'POST',
    path: '/api/projects/:id/summary',
    access: 'adminOrCustomer',
  },
  expertSignup: { method: 'POST', path: '/api/expert-signups', access: 'public' },
  projectInquiry: { method: 'POST', path: '/api/project-inquiries', access: 'public' },
  jobApplication: { method: 'POST', path: '/api/job-applications', access: 'public' },
  // Verified e-mail and the mail outbox (sync/contract/email.ts).
  emailVerificationStatus: { method: 'GET', path: '/api/email-verification', access: 'signedIn' },
  resendEmailVerification: { method: 'POST', path: '/api/email-verification', access: 'signedIn' },
  confirmEmail: { method: 'POST', path: '/api/email-verification/confirm', access: 'public' },
  mailOutbox: { method: 'GET', path: '/api/mail-outbox', access: 'admin' },
  // Client access (sync/contract/clients.ts): granted by an admin or a member, never claimed.
  listClients: { method: 'GET', path: '/api/clients', access: 'admin' },
  getClient: { method: 'GET', path: '/api/clients/:client', access: 'adminOrCustomer' },
  grantClientAccess: {
    method: 'POST',
    path: '/api/clients/:client/members',
    access: 'adminOrCustomer',
  },
  removeClientMember: {
    method: 'DELETE',
    path: '/api/clients/:client/members/:userId',
    access: 'admin',
  },
  approveClientAccessRequest: {
    method: 'POST',
    path: '/api/clients/:client/requests/:requestId/approve',
    access: 'adminOrCustomer',
  },
  declineClientAccessRequest: {
    method: 'POST',
    path: '/api/clients/:client/requests/:requestId/decline',
    access: 'adminOrCustomer',
  },
  myClientAccess: { method: 'GET', path: '/api/client-access', access: 'signedIn' },
  requestClientAccess: { method: 'POST', path: '/api/client-access/request', access: 'signedIn' },
  // Personal API tokens (sync/contract/tokens.ts); a token cannot mint another.
  createApiToken: { method: 'POST', path: '/api/tokens', access: 'signedIn', sessionOnly: true },
  listApiTokens: { method: 'GET', path: '/api/tokens', access: 'signedIn' },
  revokeApiToken: { method: 'DELETE', path: '/api/tokens/:id', access: 'signedIn' },
  openApiDocument: { method: 'GET', path: '/api/openapi.json', access: 'public' },
  // Which engines this server runs (sync/contract/system.ts).
  systemStatus: { method: 'GET', path: '/api/admin/system', access: 'admin' },
  // Background jobs (sync/contract/jobs.ts): the dead-letter list and its retry.
  listJobs: { method: 'GET', path: '/api/admin/jobs', access: 'admin' },
  retryJob: { method: 'POST', path: '/api/admin/jobs/:id/retry', access: 'admin' },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;
