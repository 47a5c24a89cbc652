import type { z } from 'zod';
import {
  ClientDashboardSchema,
  CustomerReportSchema,
  DashboardQuerySchema,
  InterviewQualityListOrPageSchema,
  InterviewQualityQuerySchema,
  InterviewTranscriptSchema,
  ProjectSummarySchema,
  RegenerateProjectSummaryRequestSchema,
  ReportQuerySchema,
} from './analytics';
import { OpenApiDocumentSchema } from './apiDocs';
import { AskAiOptionsSchema } from './askAiOptions';
import {
  AuditEventCsvQuerySchema,
  AuditEventCsvSchema,
  AuditEventPageSchema,
  AuditEventQuerySchema,
  TranscriptMarkdownSchema,
} from './audit';
import {
  LoginRequestSchema,
  OkResponseSchema,
  RegisterRequestSchema,
  SetPasswordRequestSchema,
  UserSchema,
} from './auth';
import {
  ClientAccessStatusSchema,
  ClientMemberSchema,
  ClientSchema,
  GrantClientAccessRequestSchema,
  RegisterResponseSchema,
  RequestClientAccessRequestSchema,
} from './clients';
import {
  AnalysisListQuerySchema,
  AnalysisResultSchema,
  AskAiRequestSchema,
  AskAiResponseSchema,
  GenerateAnalysisRequestSchema,
  InsightListSchema,
  InsightSchema,
  RunningAnalysisSchema,
  SearchQuerySchema,
  SearchResultSchema,
} from './customer';
import { DraftChunkQuerySchema, DraftTextSchema } from './drafts';
import {
  ConfirmEmailRequestSchema,
  ConfirmEmailResponseSchema,
  CreateInterviewResponseSchema,
  EmailVerificationSentSchema,
  EmailVerificationStatusSchema,
  OutboxListSchema,
} from './email';
import {
  ExpertFiguresQuerySchema,
  ExpertFiguresSchema,
  ProjectFiguresSchema,
  ResearchFiguresSchema,
} from './figures';
import {
  ExpertSignupRequestSchema,
  ExpertSignupResponseSchema,
  JobApplicationRequestSchema,
  JobApplicationResponseSchema,
  ProjectInquiryRequestSchema,
  ProjectInquiryResponseSchema,
} from './forms';
import {
  CreateInterviewRequestSchema,
  InterviewDetailSchema,
  InterviewListQuerySchema,
  InterviewPageQuerySchema,
  InterviewSchema,
} from './interviews';
import { FailedJobListOrPageSchema, JobListQuerySchema, RetriedJobSchema } from './jobs';
import { listOrPageSchema, PageQuerySchema } from './pagination';
import {
  CreateProjectRequestSchema,
  ProjectCompanySchema,
  ProjectSchema,
  UpdateProjectRequestSchema,
} from './projects';
import { type ApiRoute, apiRoutes } from './routes';
import {
  CurrentQuestionResponseSchema,
  FinishInterviewResponseSchema,
  SubmitAnswerOrAdditionResponseSchema,
  SubmitAnswerRequestSchema,
  TranscriptSchema,
} from './session';
import { SystemStatusSchema } from './system';
import {
  ApiTokenSchema,
  CreateApiTokenRequestSchema,
  CreatedApiTokenSchema,
  NoContentSchema,
} from './tokens';

export interface Endpoint extends ApiRoute {
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** Multipart variants the endpoint also accepts, by file field name. */
  multipartFile?: string;
  /** A raw (not JSON, not multipart) request body of this media type, e.g. an audio chunk. */
  requestType?: string;
  idempotent?: boolean;
  /** The success status when it is not 200 (201 created, 204 no body). */
  successStatus?: 201 | 204;
  /** The success body's media type when it is not JSON (a file download). */
  responseType?: string;
  /**
   * A 202 the endpoint answers beside its success when the work outlives the wait: the
   * body then says how far it got, and the description how to follow it up.
   */
  accepted?: { response: z.ZodType; description: string };
}

/**
 * Every `/api/*` call in spec section 7 (from `apiRoutes`) with its schemas. The app's
 * forms and the server's tests read this table; the app's fetch client reads the
 * zod-free `apiRoutes` and takes its types from here.
 */
export const endpoints = {
  currentUser: {
    ...apiRoutes.currentUser,
    response: UserSchema,
  },
  login: {
    ...apiRoutes.login,
    request: LoginRequestSchema,
    response: UserSchema,
  },
  register: {
    ...apiRoutes.register,
    request: RegisterRequestSchema,
    response: RegisterResponseSchema,
    successStatus: 201,
  },
  logout: {
    ...apiRoutes.logout,
    response: OkResponseSchema,
  },
  setPasswordAfterSignup: {
    ...apiRoutes.setPasswordAfterSignup,
    request: SetPasswordRequestSchema,
    response: OkResponseSchema,
  },
  setPasswordAfterInquiry: {
    ...apiRoutes.setPasswordAfterInquiry,
    request: SetPasswordRequestSchema,
    response: OkResponseSchema,
  },

  listProjects: {
    ...apiRoutes.listProjects,
    query: PageQuerySchema,
    response: listOrPageSchema(ProjectSchema),
  },
  getProject: {
    ...apiRoutes.getProject,
    response: ProjectSchema,
  },
  createProject: {
    ...apiRoutes.createProject,
    request: CreateProjectRequestSchema,
    response: ProjectSchema,
    successStatus: 201,
  },
  updateProject: {
    ...apiRoutes.updateProject,
    request: UpdateProjectRequestSchema,
    response: ProjectSchema,
  },

  listInterviews: {
    ...apiRoutes.listInterviews,
    query: InterviewListQuerySchema,
    response: listOrPageSchema(InterviewSchema),
  },
  getInterview: {
    ...apiRoutes.getInterview,
    response: InterviewDetailSchema,
  },
  createInterview: {
    ...apiRoutes.createInterview,
    request: CreateInterviewRequestSchema,
    response: CreateInterviewResponseSchema,
    successStatus: 201,
  },
  closeInterview: {
    ...apiRoutes.closeInterview,
    response: InterviewDetailSchema,
  },

  currentQuestion: {
    ...apiRoutes.currentQuestion,
    response: CurrentQuestionResponseSchema,
  },
  submitAnswer: {
    ...apiRoutes.submitAnswer,
    request: SubmitAnswerRequestSchema,
    response: SubmitAnswerOrAdditionResponseSchema,
    multipartFile: 'audio',
    idempotent: true,
    successStatus: 201,
  },
  transcribe: {
    ...apiRoutes.transcribe,
    response: TranscriptSchema,
    multipartFile: 'audio',
  },
  finishInterview: {
    ...apiRoutes.finishInterview,
    response: FinishInterviewResponseSchema,
    idempotent: true,
  },
  reopenInterview: {
    ...apiRoutes.reopenInterview,
    response: FinishInterviewResponseSchema,
  },
  declineInterview: {
    ...apiRoutes.declineInterview,
    response: FinishInterviewResponseSchema,
  },
  /**
   * The body is one MediaRecorder chunk as recorded (Content-Type: the recording's type);
   * chunk 0 holds the container header. 409 with `DraftSequenceConflict` when out of order,
   * 413 above MAX_DRAFT_CHUNK_BYTES, 415 for a non-audio type, 429/503 when no decoder is free
   * or there is no speech engine.
   */
  draftChunk: {
    ...apiRoutes.draftChunk,
    query: DraftChunkQuerySchema,
    requestType: 'audio/webm',
    response: DraftTextSchema,
  },
  /** Drops the draft and its decoder; drafts idle for DRAFT_IDLE_MS go by themselves. */
  discardDraft: {
    ...apiRoutes.discardDraft,
    response: NoContentSchema,
    successStatus: 204,
  },

  upcomingExpertInterviews: {
    ...apiRoutes.upcomingExpertInterviews,
    query: InterviewPageQuerySchema,
    response: listOrPageSchema(InterviewSchema),
  },
  completedExpertInterviews: {
    ...apiRoutes.completedExpertInterviews,
    query: InterviewPageQuerySchema,
    response: listOrPageSchema(InterviewSchema),
  },

  expertFigures: {
    ...apiRoutes.expertFigures,
    query: ExpertFiguresQuerySchema,
    response: ExpertFiguresSchema,
  },
  researchFigures: {
    ...apiRoutes.researchFigures,
    response: ResearchFiguresSchema,
  },
  projectFigures: {
    ...apiRoutes.projectFigures,
    response: ProjectFiguresSchema,
  },
  projectCompanies: {
    ...apiRoutes.projectCompanies,
    query: PageQuerySchema,
    response: listOrPageSchema(ProjectCompanySchema),
  },

  clientInsights: {
    ...apiRoutes.clientInsights,
    query: PageQuerySchema,
    response: listOrPageSchema(InsightSchema),
  },
  clientInterviews: {
    ...apiRoutes.clientInterviews,
    query: InterviewPageQuerySchema,
    response: listOrPageSchema(InterviewSchema),
  },
  search: {
    ...apiRoutes.search,
    query: SearchQuerySchema,
    response: listOrPageSchema(SearchResultSchema),
  },
  generateInsights: {
    ...apiRoutes.generateInsights,
    response: InsightListSchema,
  },
  askAi: {
    ...apiRoutes.askAi,
    request: AskAiRequestSchema,
    response: AskAiResponseSchema,
  },
  askAiOptions: {
    ...apiRoutes.askAiOptions,
    response: AskAiOptionsSchema,
  },
  generateAnalysis: {
    ...apiRoutes.generateAnalysis,
    request: GenerateAnalysisRequestSchema,
    /** Done (or failed) within the server's wait (ANALYSIS_WAIT_MS). */
    response: AnalysisResultSchema,
    accepted: {
      response: RunningAnalysisSchema,
      description:
        'Still computing when the wait ran out: the stored analysis, status running, with its ' +
        'progress. Follow it with GET /api/customer/{client}/analyses/{id} until it is done or failed.',
    },
  },
  listAnalyses: {
    ...apiRoutes.listAnalyses,
    query: AnalysisListQuerySchema,
    response: listOrPageSchema(AnalysisResultSchema),
  },
  /** One stored analysis: the screen polls it while the analysis job runs. */
  getAnalysis: {
    ...apiRoutes.getAnalysis,
    response: AnalysisResultSchema,
  },

  interviewQuality: {
    ...apiRoutes.interviewQuality,
    query: InterviewQualityQuerySchema,
    response: InterviewQualityListOrPageSchema,
  },
  interviewTranscript: {
    ...apiRoutes.interviewTranscript,
    response: InterviewTranscriptSchema,
  },
  /** text/markdown, sent as a file download and recorded in the audit trail. */
  interviewTranscriptMarkdown: {
    ...apiRoutes.interviewTranscriptMarkdown,
    response: TranscriptMarkdownSchema,
    responseType: 'text/markdown',
  },
  listAuditEvents: {
    ...apiRoutes.listAuditEvents,
    query: AuditEventQuerySchema,
    response: AuditEventPageSchema,
  },
  /** text/csv, streamed as a file download: the same filters, every matching event. */
  auditEventsCsv: {
    ...apiRoutes.auditEventsCsv,
    query: AuditEventCsvQuerySchema,
    response: AuditEventCsvSchema,
    responseType: 'text/csv',
  },
  customerDashboard: {
    ...apiRoutes.customerDashboard,
    query: DashboardQuerySchema,
    response: ClientDashboardSchema,
  },
  /** A file download: text/markdown, or text/html with `format=html`. */
  customerReport: {
    ...apiRoutes.customerReport,
    query: ReportQuerySchema,
    response: CustomerReportSchema,
    responseType: 'text/markdown',
  },
  projectSummary: {
    ...apiRoutes.projectSummary,
    response: ProjectSummarySchema,
  },
  regenerateProjectSummary: {
    ...apiRoutes.regenerateProjectSummary,
    request: RegenerateProjectSummaryRequestSchema,
    response: ProjectSummarySchema,
  },

  expertSignup: {
    ...apiRoutes.expertSignup,
    request: ExpertSignupRequestSchema,
    response: ExpertSignupResponseSchema,
    successStatus: 201,
  },
  projectInquiry: {
    ...apiRoutes.projectInquiry,
    request: ProjectInquiryRequestSchema,
    response: ProjectInquiryResponseSchema,
    successStatus: 201,
  },
  jobApplication: {
    ...apiRoutes.jobApplication,
    request: JobApplicationRequestSchema,
    response: JobApplicationResponseSchema,
    multipartFile: 'resume',
    successStatus: 201,
  },

  emailVerificationStatus: {
    ...apiRoutes.emailVerificationStatus,
    response: EmailVerificationStatusSchema,
  },
  /** A new link is on its way; 429 within a minute of the last one. */
  resendEmailVerification: {
    ...apiRoutes.resendEmailVerification,
    response: EmailVerificationSentSchema,
  },
  /** 404 unknown link, 410 used/replaced/expired, 409 verified by another account. */
  confirmEmail: {
    ...apiRoutes.confirmEmail,
    request: ConfirmEmailRequestSchema,
    response: ConfirmEmailResponseSchema,
  },
  mailOutbox: {
    ...apiRoutes.mailOutbox,
    query: PageQuerySchema,
    response: OutboxListSchema,
  },

  listClients: {
    ...apiRoutes.listClients,
    query: PageQuerySchema,
    response: listOrPageSchema(ClientSchema),
  },
  getClient: {
    ...apiRoutes.getClient,
    response: ClientSchema,
  },
  /** Idempotent: granting a member again answers the same 200 and changes nothing. */
  grantClientAccess: {
    ...apiRoutes.grantClientAccess,
    request: GrantClientAccessRequestSchema,
    response: ClientMemberSchema,
  },
  removeClientMember: {
    ...apiRoutes.removeClientMember,
    response: OkResponseSchema,
  },
  approveClientAccessRequest: {
    ...apiRoutes.approveClientAccessRequest,
    response: ClientMemberSchema,
  },
  declineClientAccessRequest: {
    ...apiRoutes.declineClientAccessRequest,
    response: OkResponseSchema,
  },
  myClientAccess: {
    ...apiRoutes.myClientAccess,
    response: ClientAccessStatusSchema,
  },
  /** For a customer without a client: claims an unused name, else files a request. */
  requestClientAccess: {
    ...apiRoutes.requestClientAccess,
    request: RequestClientAccessRequestSchema,
    response: ClientAccessStatusSchema,
  },

  createApiToken: {
    ...apiRoutes.createApiToken,
    request: CreateApiTokenRequestSchema,
    response: CreatedApiTokenSchema,
    successStatus: 201,
  },
  listApiTokens: {
    ...apiRoutes.listApiTokens,
    query: PageQuerySchema,
    response: listOrPageSchema(ApiTokenSchema),
  },
  revokeApiToken: {
    ...apiRoutes.revokeApiToken,
    response: NoContentSchema,
    successStatus: 204,
  },
  /** This API described as OpenAPI 3.1, generated from this table. */
  openApiDocument: {
    ...apiRoutes.openApiDocument,
    response: OpenApiDocumentSchema,
  },
  systemStatus: {
    ...apiRoutes.systemStatus,
    response: SystemStatusSchema,
  },
  listJobs: {
    ...apiRoutes.listJobs,
    query: JobListQuerySchema,
    response: FailedJobListOrPageSchema,
  },
  retryJob: {
    ...apiRoutes.retryJob,
    response: RetriedJobSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
