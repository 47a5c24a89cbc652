import type { ExtendableContext } from 'koa';
import { auditSource } from '../../audit/recordAudit';
import { createExpertSignup } from '../../commands/expertSignupCreator';
import { createJobApplication } from '../../commands/jobApplicationCreator';
import { createProjectInquiry } from '../../commands/projectInquiryCreator';
import type { Services } from '../../context';
import { mailContext } from '../../mail/mailContext';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import type { User } from '../../models';
import {
  presentCreatedUserRef,
  presentExpertSignup,
  presentJobApplication,
  presentProjectInquiry,
} from '../../presenters/forms';
import { apiResourceRouter } from '../resourceRouter';
import { resumeFromRequest, resumeUpload } from './resumeUpload';
import {
  ExpertSignupRequestSchema,
  JobApplicationRequestSchema,
  ProjectInquiryRequestSchema,
} from './schema';

/** The public forms: expert signup, client inquiry (and demo request), job application. */
export function formsRouter(services: Services) {
  const router = apiResourceRouter();

  router.post(
    '/api/expert-signups',
    validate({ body: ExpertSignupRequestSchema }),
    transaction(),
    async (ctx) => {
      const { signup, user } = await createExpertSignup(
        ctx.state.trx,
        ctx.state.input.body,
        mailContext(ctx),
      );
      rememberPendingPassword(ctx, user);
      ctx.status = 201;
      ctx.body = { signup: presentExpertSignup(signup), user: presentCreatedUserRef(user) };
    },
  );

  router.post(
    '/api/project-inquiries',
    validate({ body: ProjectInquiryRequestSchema }),
    transaction(),
    async (ctx) => {
      const { inquiry, user } = await createProjectInquiry(
        ctx.state.trx,
        ctx.state.input.body,
        auditSource(ctx),
      );
      rememberPendingPassword(ctx, user);
      ctx.status = 201;
      ctx.body = { inquiry: presentProjectInquiry(inquiry), user: presentCreatedUserRef(user) };
    },
  );

  router.post(
    '/api/job-applications',
    resumeUpload(services.config.limits.resumeBytes),
    validate({ body: JobApplicationRequestSchema }),
    transaction(),
    async (ctx) => {
      const resume = await resumeFromRequest(ctx);
      const application = await createJobApplication(
        ctx.state.trx,
        ctx.services.files,
        ctx.state.input.body,
        resume,
      );
      ctx.status = 201;
      ctx.body = { application: presentJobApplication(application) };
    },
  );

  return router;
}

/**
 * Lets this session, and only this one, set the new account's password once
 * (POST /api/set-password checks it). The session is saved after the transaction
 * commits, so it never names an account that was rolled back.
 */
function rememberPendingPassword(ctx: Pick<ExtendableContext, 'session'>, user: User | null) {
  if (!user) return;
  if (ctx.session) ctx.session.pendingPasswordUserId = user.id;
  else (ctx as { session: unknown }).session = { pendingPasswordUserId: user.id };
}
