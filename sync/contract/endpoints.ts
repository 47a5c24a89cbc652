import type { z } from 'zod';
import {
  LoginRequestSchema,
  OkResponseSchema,
  RegisterRequestSchema,
  SetPasswordRequestSchema,
  UserSchema,
} from './auth';
import {
  AnalysisResultSchema,
  AskAiRequestSchema,
  AskAiResponseSchema,
  GenerateAnalysisRequestSchema,
  InsightListSchema,
  SearchQuerySchema,
  SearchResultListSchema,
} from './customer';
import {
  ExpertSignupRequestSchema,
  ExpertSignupResponseSchema,
  JobApplicationRequestSchema,
  JobApplicationResponseSchema,
  ProjectInquiryRequestSchema,
  ProjectInquiryResponseSchema,
} from './forms';
import { CreateInterviewRequestSchema, InterviewListSchema, InterviewSchema } from './interviews';
import {
  CreateProjectRequestSchema,
  ProjectListSchema,
  ProjectSchema,
  UpdateProjectRequestSchema,
} from './projects';
import {
  CurrentQuestionResponseSchema,
  FinishInterviewResponseSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
  TranscriptSchema,
} from './session';

export type HttpMethod = 'GET' | 'POST' | 'PATCH';

/** Who may call an endpoint; the server's policies enforce it, tests check it. */
export type Access =
  | 'public'
  | 'signedIn'
  | 'admin'
  | 'adminOrCustomer'
  | 'expert'
  | 'interviewLink';

export interface Endpoint {
  method: HttpMethod;
  /** Path template; `:name` segments are parameters. */
  path: string;
  access: Access;
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** Multipart variants the endpoint also accepts, by file field name. */
  multipartFile?: string;
  idempotent?: boolean;
}

/**
 * Every `/api/*` call in spec section 7, with its schemas. The app's typed client and
 * the server's authorization matrix test both read this table, so it is the one
 * place a call is defined.
 */
export const endpoints = {
  currentUser: { method: 'GET', path: '/api/user', access: 'signedIn', response: UserSchema },
  login: {
    method: 'POST',
    path: '/api/login',
    access: 'public',
    request: LoginRequestSchema,
    response: UserSchema,
  },
  register: {
    method: 'POST',
    path: '/api/register',
    access: 'public',
    request: RegisterRequestSchema,
    response: UserSchema,
  },
  logout: { method: 'POST', path: '/api/logout', access: 'public', response: OkResponseSchema },
  setPasswordAfterSignup: {
    method: 'POST',
    path: '/api/set-password',
    access: 'public',
    request: SetPasswordRequestSchema,
    response: OkResponseSchema,
  },
  setPasswordAfterInquiry: {
    method: 'POST',
    path: '/api/user/set-password',
    access: 'public',
    request: SetPasswordRequestSchema,
    response: OkResponseSchema,
  },

  listProjects: {
    method: 'GET',
    path: '/api/projects',
    access: 'adminOrCustomer',
    response: ProjectListSchema,
  },
  getProject: {
    method: 'GET',
    path: '/api/projects/:id',
    access: 'adminOrCustomer',
    response: ProjectSchema,
  },
  createProject: {
    method: 'POST',
    path: '/api/projects',
    access: 'adminOrCustomer',
    request: CreateProjectRequestSchema,
    response: ProjectSchema,
  },
  updateProject: {
    method: 'PATCH',
    path: '/api/projects/:id',
    access: 'adminOrCustomer',
    request: UpdateProjectRequestSchema,
    response: ProjectSchema,
  },

  listInterviews: {
    method: 'GET',
    path: '/api/interviews',
    access: 'adminOrCustomer',
    response: InterviewListSchema,
  },
  getInterview: {
    method: 'GET',
    path: '/api/interviews/:interviewId',
    access: 'adminOrCustomer',
    response: InterviewSchema,
  },
  createInterview: {
    method: 'POST',
    path: '/api/interviews',
    access: 'admin',
    request: CreateInterviewRequestSchema,
    response: InterviewSchema,
  },

  currentQuestion: {
    method: 'GET',
    path: '/api/expert/:interviewId/current-question',
    access: 'interviewLink',
    response: CurrentQuestionResponseSchema,
  },
  submitAnswer: {
    method: 'POST',
    path: '/api/expert/:interviewId/answer',
    access: 'interviewLink',
    request: SubmitAnswerRequestSchema,
    response: SubmitAnswerResponseSchema,
    multipartFile: 'audio',
    idempotent: true,
  },
  transcribe: {
    method: 'POST',
    path: '/api/expert/:interviewId/transcribe',
    access: 'interviewLink',
    response: TranscriptSchema,
    multipartFile: 'audio',
  },
  finishInterview: {
    method: 'POST',
    path: '/api/expert/:interviewId/finish',
    access: 'interviewLink',
    response: FinishInterviewResponseSchema,
    idempotent: true,
  },

  upcomingExpertInterviews: {
    method: 'GET',
    path: '/api/expert-interviews/upcoming',
    access: 'expert',
    response: InterviewListSchema,
  },
  completedExpertInterviews: {
    method: 'GET',
    path: '/api/expert-interviews/completed',
    access: 'expert',
    response: InterviewListSchema,
  },

  clientInsights: {
    method: 'GET',
    path: '/api/customer/:client/insights',
    access: 'adminOrCustomer',
    response: InsightListSchema,
  },
  clientInterviews: {
    method: 'GET',
    path: '/api/customer/:client/interviews',
    access: 'adminOrCustomer',
    response: InterviewListSchema,
  },
  search: {
    method: 'GET',
    path: '/api/search',
    access: 'adminOrCustomer',
    query: SearchQuerySchema,
    response: SearchResultListSchema,
  },
  generateInsights: {
    method: 'POST',
    path: '/api/customer/:client/generate-insights',
    access: 'adminOrCustomer',
    response: InsightListSchema,
  },
  askAi: {
    method: 'POST',
    path: '/api/customer/:client/ask-ai',
    access: 'adminOrCustomer',
    request: AskAiRequestSchema,
    response: AskAiResponseSchema,
  },
  generateAnalysis: {
    method: 'POST',
    path: '/api/customer/:client/generate-analysis',
    access: 'adminOrCustomer',
    request: GenerateAnalysisRequestSchema,
    response: AnalysisResultSchema,
  },

  expertSignup: {
    method: 'POST',
    path: '/api/expert-signups',
    access: 'public',
    request: ExpertSignupRequestSchema,
    response: ExpertSignupResponseSchema,
  },
  projectInquiry: {
    method: 'POST',
    path: '/api/project-inquiries',
    access: 'public',
    request: ProjectInquiryRequestSchema,
    response: ProjectInquiryResponseSchema,
  },
  jobApplication: {
    method: 'POST',
    path: '/api/job-applications',
    access: 'public',
    request: JobApplicationRequestSchema,
    response: JobApplicationResponseSchema,
    multipartFile: 'resume',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
