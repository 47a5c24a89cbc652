import {
  DraftChunkParamsSchema,
  DraftChunkQuerySchema,
  DraftParamsSchema,
  type DraftSequenceConflict,
  MAX_DRAFT_CHUNK_BYTES,
} from '../../../sync/contract';
import { QUESTION_NOT_FOUND } from '../../commands/answerSubmitter';
import { assertLinkOpen, declinedError, isReopenable } from '../../commands/interviewLifecycle';
import { findSessionInterview } from '../../commands/sessionInterviewFinder';
import type { Services } from '../../context';
import {
  ConflictError,
  NotFoundError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../errors';
import { validate } from '../../middleware/validate';
import { type Interview, Question } from '../../models';
import {
  sniffAudioBytes,
  supportedAudioType,
  UNSUPPORTED_AUDIO_MESSAGE,
} from '../../transcription/audioFormat';
import { missingBinariesReason, missingLocalBinaries } from '../../transcription/binaries';
import { apiResourceRouter } from '../resourceRouter';
import { readRawBody } from './rawBody';

const TOO_LARGE = `A draft chunk must be ${MAX_DRAFT_CHUNK_BYTES / 1024} kB or smaller; send chunks of about a second`;

/**
 * The live draft (`/api/expert/:interviewId/drafts/…`): whoever holds the interview
 * link may stream the answer they are recording, like they may submit it. No
 * transaction: a chunk only reads the interview, and recognition takes a while.
 */
export function expertDraftsRouter(services: Services) {
  const router = apiResourceRouter();

  router.post(
    '/api/expert/:interviewId/drafts/:draftId/chunks/:sequence',
    validate({ params: DraftChunkParamsSchema, query: DraftChunkQuerySchema }),
    async (ctx) => {
      const { interviewId, draftId, sequence } = ctx.state.input.params as {
        interviewId: string;
        draftId: string;
        sequence: number;
      };
      const { questionId } = ctx.state.input.query as { questionId?: string };
      // Read the body first: a response sent mid-upload reaches some clients as a broken
      // connection instead of the message.
      const declared = supportedAudioType(ctx.get('content-type'));
      const bytes = await readRawBody(ctx.req, MAX_DRAFT_CHUNK_BYTES, TOO_LARGE);
      assertTakesAnswers(await findSessionInterview(services.db.knex, interviewId));
      assertDraftEngine(services);
      if (!declared) throw new UnsupportedMediaTypeError(UNSUPPORTED_AUDIO_MESSAGE);
      if (bytes.length === 0) throw new ValidationError('A draft chunk cannot be empty');

      let draft = services.drafts.find(interviewId, draftId);
      if (!draft && sequence === 0) {
        if (questionId) await assertQuestionOf(services, interviewId, questionId);
        // The first chunk carries the container header: it must be what it claims.
        if ((await sniffAudioBytes(bytes)) !== declared) {
          throw new UnsupportedMediaTypeError(UNSUPPORTED_AUDIO_MESSAGE);
        }
        draft = await services.drafts.create(interviewId, draftId);
      }
      const expected = draft?.expectedSequence ?? 0;
      const taken = draft?.accept(sequence, bytes);
      if (!draft || !taken) {
        ctx.status = 409;
        ctx.set('X-Error-Code', 'draft_out_of_order');
        ctx.body = outOfOrder(sequence, expected, Boolean(draft));
        return;
      }
      try {
        ctx.body = await taken;
      } catch (error) {
        // A chunk that cannot be decoded spoils the rest of the recording's draft too.
        await services.drafts.discard(interviewId, draftId);
        throw error;
      }
    },
  );

  router.delete(
    '/api/expert/:interviewId/drafts/:draftId',
    validate({ params: DraftParamsSchema }),
    async (ctx) => {
      const { interviewId, draftId } = ctx.state.input.params as {
        interviewId: string;
        draftId: string;
      };
      await findSessionInterview(services.db.knex, interviewId);
      await services.drafts.discard(interviewId, draftId);
      ctx.status = 204;
    },
  );

  return router;
}

/**
 * Only an interview that would take the answer takes a draft of it: submitAnswer's
 * checks, without reopening an interview finished early (answering it does that).
 */
function assertTakesAnswers(interview: Interview) {
  if (interview.status === 'declined') throw declinedError();
  assertLinkOpen(interview);
  const finished = interview.status === 'completed' || interview.status === 'closed';
  if (finished && !isReopenable(interview)) {
    throw new ConflictError('This interview is already finished', 'interview_finished');
  }
}

/**
 * Drafts are decoded with the local engine, whichever engine transcribes the submitted
 * answer; a server told to transcribe nothing streams nothing either.
 */
function assertDraftEngine(services: Services) {
  const provider = services.transcription;
  if (!provider.available) {
    throw new ServiceUnavailableError(provider.unavailableReason!, 'transcription_unavailable');
  }
  const missing = missingLocalBinaries();
  if (missing.length > 0) {
    throw new ServiceUnavailableError(
      `${missingBinariesReason(missing)}, so there is no live draft; the answer is transcribed once submitted`,
      'draft_unavailable',
    );
  }
}

async function assertQuestionOf(services: Services, interviewId: string, questionId: string) {
  const question = await Question.query(services.db.knex)
    .findById(questionId)
    .where('interview_id', interviewId);
  if (!question) throw new NotFoundError(QUESTION_NOT_FOUND);
}

function outOfOrder(sequence: number, expected: number, known: boolean): DraftSequenceConflict {
  return {
    error: 'draft_out_of_order',
    message: known
      ? `Chunk ${sequence} arrived out of order; send chunk ${expected} next`
      : 'This draft is unknown or expired; start it again from chunk 0',
    expectedSequence: expected,
  };
}
