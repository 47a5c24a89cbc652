import type { Knex } from 'knex';
import { auditSource, recordAudit } from '../../audit/recordAudit';
import {
  BY_INTERVIEW_ID,
  interviewsInQualityScope,
  scoreInterviewQualities,
} from '../../commands/responseQualityScorer';
import { loadInterviewTranscript } from '../../commands/transcriptLoader';
import type { AppState, Services } from '../../context';
import { NotFoundError } from '../../errors';
import { auth, currentUser } from '../../middleware/auth';
import { transaction } from '../../middleware/transaction';
import { validate } from '../../middleware/validate';
import { Interview, Project } from '../../models';
import { keysetPage } from '../../pagination/keysetPage';
import { sendList } from '../../pagination/sendList';
import { authorize, canAccessClient, canReadProject, clientFilter } from '../../policies';
import { renderTranscriptMarkdown } from '../../presenters/transcriptMarkdown';
import { apiResourceRouter } from '../resourceRouter';
import { InterviewQualityQuerySchema, TranscriptParamsSchema } from './schema';

const NO_ACCESS = "You don't have access to this client's data";

/**
 * Transcripts and response quality for the people who pay for the interviews: admins
 * (every client) and a client's customers (their own). Experts are refused even for
 * their own interviews: quality scores and review flags are not theirs to read.
 *
 * Registered before the interviews router, whose `/api/interviews/:interviewId` would
 * otherwise take `/api/interviews/quality` for an interview id.
 */
export function transcriptsRouter(_services: Services) {
  const router = apiResourceRouter();
  const adminOrCustomer = auth({ roles: ['admin', 'customer'] });

  /**
   * Quality by interview id, added up from every answer's stored features. Not a field
   * of GET /api/interviews, whose pages stay the cheap read they are: a list asks for the
   * badges of the rows it shows (`ids`), a program pages through every interview in scope.
   */
  router.get(
    '/api/interviews/quality',
    adminOrCustomer,
    validate({ query: InterviewQualityQuerySchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const user = currentUser(ctx);
      const { client, projectId, ids, ...page } = ctx.state.input.query;
      if (client !== null) authorize(canAccessClient(user, client), NO_ACCESS);
      if (projectId !== null) {
        const project = await Project.query(trx).findById(projectId);
        if (!project) throw new NotFoundError('Project not found');
        authorize(canReadProject(user, project), NO_ACCESS);
      }
      const inScope = interviewsInQualityScope(trx, {
        clients: clientFilter(user),
        client,
        projectId,
        interviewIds: ids ?? undefined,
      });
      await sendList(
        ctx,
        page,
        (request) => keysetPage(trx, inScope, BY_INTERVIEW_ID, request),
        async (rows) => {
          const qualities = await scoreInterviewQualities(
            trx,
            rows.map((row) => row.id),
          );
          return [...qualities].map(([interviewId, quality]) => ({ interviewId, ...quality }));
        },
        (items) =>
          Object.fromEntries(items.map(({ interviewId, ...quality }) => [interviewId, quality])),
      );
    },
  );

  router.get(
    '/api/interviews/:interviewId/transcript',
    adminOrCustomer,
    validate({ params: TranscriptParamsSchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const interview = await findReadableInterview(trx, ctx);
      ctx.body = await loadInterviewTranscript(trx, interview);
    },
  );

  // The transcript as a file. The export is recorded in the same transaction as the
  // read, so if the trail cannot be written the download fails with it.
  router.get(
    '/api/interviews/:interviewId/transcript.md',
    adminOrCustomer,
    validate({ params: TranscriptParamsSchema }),
    transaction(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const interview = await findReadableInterview(trx, ctx);
      const file = renderTranscriptMarkdown(
        await loadInterviewTranscript(trx, interview),
        new Date(),
      );
      await recordAudit(trx, {
        ...auditSource(ctx),
        action: 'transcript.exported',
        subjectType: 'interview',
        subjectId: interview.id,
        client: interview.client,
        details: { format: 'markdown', projectId: interview.projectId, filename: file.filename },
      });
      ctx.type = 'text/markdown; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
      ctx.body = file.markdown;
    },
  );

  return router;
}

/** The interview a transcript route names, or 404; 403 unless the caller may read its client. */
async function findReadableInterview(
  trx: Knex,
  ctx: { state: AppState & { input: { params: { interviewId: string } } } },
): Promise<Interview> {
  const interview = await Interview.query(trx).findById(ctx.state.input.params.interviewId);
  if (!interview) throw new NotFoundError('Interview not found');
  authorize(canAccessClient(currentUser(ctx), interview.client), NO_ACCESS);
  return interview;
}
