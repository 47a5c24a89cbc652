import {
  ANSWER_TEXT_REQUIRED,
  type SubmitAnswerRequest,
  type SubmitAudioAnswerFields,
} from '../../../sync/contract';
import { auditSource } from '../../audit/recordAudit';
import { addToAnswer } from '../../commands/answerAdditionAdder';
import { type NewAnswer, submitAnswer } from '../../commands/answerSubmitter';
import { declineInterview } from '../../commands/interviewDecliner';
import { finishInterview } from '../../commands/interviewFinisher';
import { recordInterviewLinkOpened } from '../../commands/interviewLinkOpenRecorder';
import { reopenInterview } from '../../commands/interviewReopener';
import { findSessionInterview, projectNameOf } from '../../commands/sessionInterviewFinder';
import { loadSessionState } from '../../commands/sessionStateLoader';
import type { AppState, Services } from '../../context';
import { ServiceUnavailableError, UnsupportedMediaTypeError, ValidationError } from '../../errors';
import { decideBeforeResponse, sendAdditionTranscription, sendTranscription } from '../../jobs';
import { isMultipart, multipartFields } from '../../middleware/body';
import { idempotency } from '../../middleware/idempotency';
import { transaction } from '../../middleware/transaction';
import type { StackableMiddleware } from '../../middleware/types';
import { validate } from '../../middleware/validate';
import { moduleLogger } from '../../observability';
import { presentAnswerAddition } from '../../presenters/answerAddition';
import {
  presentProgress,
  presentSessionInterview,
  presentSubmittedAnswer,
} from '../../presenters/session';
import { withTranscription } from '../../presenters/sessionTranscription';
import { audioExtension } from '../../transcription/audioFormat';
import { apiResourceRouter } from '../resourceRouter';
import { type AcceptedAudio, acceptAudio, audioUpload } from './audioUpload';
import {
  FinishInterviewRequestSchema,
  InterviewLinkParamsSchema,
  SubmitAnswerRequestSchema,
  SubmitAudioAnswerFieldsSchema,
} from './schema';

const log = moduleLogger('answers');

/** A submitted answer, whichever encoding it came in. */
interface AnswerSubmission {
  questionId: string;
  answerText: string;
  durationMs: number | null;
  audio: AcceptedAudio | null;
  /** Kept beside the answer another device gave first (the outbox's held conflict). */
  asAddition: boolean;
}

type AnswerState = AppState & {
  input: { params: { interviewId: string }; body: AnswerSubmission };
  /** Set once the audio is in the file store, so a rollback can delete it. */
  storedAudioKey?: string;
  /** Set when the committed answer waits for its follow-up decision. */
  answerToFollowUp?: string;
};

/**
 * The expert interview session, `/api/expert/:interviewId/…`. No sign-in: the
 * interview link is the credential, so every call works for whoever holds it.
 */
export function expertSessionRouter(services: Services) {
  const router = apiResourceRouter();
  const params = validate({ params: InterviewLinkParamsSchema });
  const upload = audioUpload(services.config.limits.audioBytes);

  router.get('/api/expert/:interviewId/current-question', params, async (ctx) => {
    const db = ctx.services.db.knex;
    const state = await loadSessionState(db, ctx.state.input.params.interviewId, ctx.state.user);
    await recordInterviewLinkOpened(db, state.interview, auditSource(ctx));
    ctx.body = withTranscription(state, ctx.services.transcription);
  });

  router.post(
    '/api/expert/:interviewId/answer',
    upload,
    parseAnswer(),
    afterAnswerCommits(),
    transaction(),
    idempotency(),
    async (ctx) => {
      const state = ctx.state as AnswerState;
      const { params, body } = state.input;
      const audio = body.audio;
      const input: NewAnswer = {
        interviewId: params.interviewId,
        questionId: body.questionId,
        answerText: body.answerText,
        audio: audio && {
          mimeType: audio.mimeType,
          durationMs: body.durationMs,
          store: async () => {
            const stored = await ctx.services.files.put(
              { path: audio.path },
              {
                folder: params.interviewId,
                extension: audioExtension(audio.mimeType),
                contentType: audio.mimeType,
              },
            );
            state.storedAudioKey = stored.key;
            return stored;
          },
        },
      };
      if (body.asAddition) {
        const addition = await addToAnswer(state.trx, input);
        if (addition.transcriptionStatus === 'pending' && ctx.services.transcription.available) {
          await sendAdditionTranscription(ctx.services.jobs, addition.id, { trx: state.trx });
        }
        ctx.status = 201;
        ctx.body = { addition: presentAnswerAddition(addition) };
        return;
      }
      const result = await submitAnswer(state.trx, input, ctx.services.followupAdvisor);
      // Queued with the answer: the job exists if and only if the answer commits.
      if (result.answer.transcriptionStatus === 'pending' && ctx.services.transcription.available) {
        await sendTranscription(ctx.services.jobs, result.answer.id, { trx: state.trx });
      }
      if (result.answer.followupStatus === 'pending') state.answerToFollowUp = result.answer.id;
      ctx.status = 201;
      ctx.body = {
        answer: presentSubmittedAnswer(result.answer),
        progress: presentProgress(result.answered, result.total),
        isComplete: result.isComplete,
      };
    },
  );

  // No transaction: recognition takes seconds, and on PGlite an open transaction
  // would hold up every other request for that long. It only reads the interview.
  // The upload is read before any check answers: a response sent mid-upload reaches
  // some clients as a broken connection instead of the message.
  router.post('/api/expert/:interviewId/transcribe', params, upload, async (ctx) => {
    const interview = await findSessionInterview(
      ctx.services.db.knex,
      ctx.state.input.params.interviewId,
    );
    const provider = ctx.services.transcription;
    if (!provider.available) {
      throw new ServiceUnavailableError(provider.unavailableReason!, 'transcription_unavailable');
    }
    const audio = (await acceptAudio(ctx, { required: true }))!;
    const context = await ctx.services.transcriptionContext(interview.id);
    const transcript = await provider.transcribe(audio, context);
    // The app labels a local engine's transcript as a draft to check.
    ctx.set('X-Transcription-Provider', provider.name);
    if (transcript.confidence !== null) {
      ctx.set('X-Transcript-Confidence', String(transcript.confidence));
    }
    ctx.type = 'text/plain';
    ctx.body = transcript.text;
  });

  router.post(
    '/api/expert/:interviewId/finish',
    validate({ params: InterviewLinkParamsSchema, body: FinishInterviewRequestSchema }),
    transaction(),
    idempotency(),
    async (ctx) => {
      const trx = ctx.state.trx;
      const interview = await finishInterview(trx, ctx.state.input.params.interviewId);
      ctx.body = {
        interview: presentSessionInterview(interview, await projectNameOf(trx, interview)),
      };
    },
  );

  // Taking up a finished-early or declined interview again, and declining one: the
  // link holder's choices (interviewReopener.ts, interviewDecliner.ts).
  for (const [action, change] of [
    ['reopen', reopenInterview],
    ['decline', declineInterview],
  ] as const) {
    router.post(
      `/api/expert/:interviewId/${action}`,
      validate({ params: InterviewLinkParamsSchema, body: FinishInterviewRequestSchema }),
      transaction(),
      async (ctx) => {
        const trx = ctx.state.trx;
        const interview = await change(trx, ctx.state.input.params.interviewId, auditSource(ctx));
        ctx.body = {
          interview: presentSessionInterview(interview, await projectNameOf(trx, interview)),
        };
      },
    );
  }

  return router;
}

const validateJsonAnswer = validate({
  params: InterviewLinkParamsSchema,
  body: SubmitAnswerRequestSchema,
});
const validateAudioAnswer = validate({
  params: InterviewLinkParamsSchema,
  body: SubmitAudioAnswerFieldsSchema,
});

/**
 * JSON `{questionId, answerText}` or multipart fields plus an optional `audio` file,
 * both into one AnswerSubmission. With audio the text may be blank (the transcript
 * fills it in later); without audio it may not.
 */
function parseAnswer(): StackableMiddleware {
  const parsedOnly = async () => {};
  return async (ctx, next) => {
    let submission: AnswerSubmission;
    if (isMultipart(ctx)) {
      // Rejects a repeated field by name; zod would only call it "Invalid input".
      multipartFields(ctx);
      await validateAudioAnswer(ctx, parsedOnly);
      const fields = ctx.state.input.body as SubmitAudioAnswerFields;
      const audio = await acceptAudio(ctx, { required: false });
      if (!audio && !fields.answerText) throw new ValidationError(ANSWER_TEXT_REQUIRED);
      submission = {
        questionId: fields.questionId,
        answerText: fields.answerText ?? '',
        durationMs: fields.durationMs ?? null,
        audio,
        asAddition: fields.asAddition,
      };
    } else {
      if (ctx.request.length && !ctx.is('json')) {
        throw new UnsupportedMediaTypeError('Send the answer as JSON or multipart/form-data');
      }
      await validateJsonAnswer(ctx, parsedOnly);
      const body = ctx.state.input.body as SubmitAnswerRequest;
      submission = { ...body, durationMs: null, audio: null, asAddition: body.asAddition ?? false };
    }
    ctx.state.input.body = submission;
    await next();
  };
}

/**
 * Sits outside the transaction, so it sees the outcome: after a commit the answer's
 * follow-up is decided (its transcription job committed with it); after a rollback
 * the stored audio file, which no row points to any more, is deleted.
 *
 * The follow-up is decided before the response goes out (within the scheduler's
 * budget), so a client that asks for the current question once its answer is
 * acknowledged finds the follow-up there. The response itself stays as committed,
 * progress included, so that a replay under the same Idempotency-Key returns the
 * same body; a replay runs no handler and sets nothing here, so an answer's
 * follow-up is decided once.
 */
function afterAnswerCommits(): StackableMiddleware {
  return async (ctx, next) => {
    const state = ctx.state as AnswerState;
    try {
      await next();
    } catch (error) {
      if (state.storedAudioKey) {
        await ctx.services.files.remove(state.storedAudioKey).catch((removeError: unknown) => {
          log.error({ err: removeError }, 'could not delete orphaned audio');
        });
      }
      throw error;
    }
    if (state.answerToFollowUp) {
      const { jobs, followupBudgetMs } = ctx.services;
      // A typed answer can be embedded now; an audio one once its transcript arrives.
      await jobs.send('embed', {});
      await decideBeforeResponse(jobs, state.answerToFollowUp, followupBudgetMs);
    }
  };
}
