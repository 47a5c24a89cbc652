import type { Knex } from 'knex';
import { raw } from 'objection';
import { Answer, AnswerAddition } from '../models';
import { moduleLogger } from '../observability';
import { storeAnswerFeatures } from '../quality/answerFeatureStore';
import { StorageUnavailableError } from '../storage/errors';
import type { FileStore } from '../storage/fileStore';
import type { Transcript, TranscriptionProvider } from '../transcription/provider';
import { type ContextSource, contextOrGeneric } from '../transcription/transcriptionContext';
import type { JobSender, JobTask, RetryPolicy, SendOptions } from './task';

const log = moduleLogger('transcription');

export interface TranscribeDeps {
  /** The root knex: a job runs outside any request's transaction. */
  knex: Knex;
  provider: TranscriptionProvider;
  files: FileStore;
  /** What helps hear an answer of this interview (its project's language model). */
  contextFor?: ContextSource;
  concurrency: number;
  /** The first retry's delay, in place of TRANSCRIBE_RETRY's. */
  retryDelaySeconds?: number;
}

/** Retries of a transcription that storage or the database failed: after 10 s, doubling up to 10 min. */
export const TRANSCRIBE_RETRY: RetryPolicy = { retryLimit: 4, retryDelay: 10, retryDelayMax: 600 };

/**
 * Transcribes one audio answer: stores the transcript ('done'), or, when the engine cannot
 * hear the recording, gives up on it at once ('failed', audio kept; a retry would hear the
 * same). Storage or database trouble throws, so the job is retried with backoff, and after
 * the last retry it waits in the dead-letter list with the answer still 'pending'. Either
 * ending queues the answer's follow-up (decided from the transcript) and an embedding sweep.
 */
export function transcribeTask(deps: TranscribeDeps): JobTask {
  return {
    kind: 'transcribe',
    policy: 'exclusive',
    retry: {
      ...TRANSCRIBE_RETRY,
      retryDelay: deps.retryDelaySeconds ?? TRANSCRIBE_RETRY.retryDelay,
    },
    concurrency: deps.concurrency,
    // Ids carry their table's prefix (ans_, add_), so the two never share a key.
    key: (data) => (data.additionId ?? data.answerId)!,
    async run(data, _run, jobs) {
      if (data.additionId) return transcribeAddition(deps, data.additionId);
      const answerId = data.answerId!;
      const answer = await Answer.query(deps.knex).findById(answerId);
      // Idempotent: a settled answer (or one deleted since) is left as it is.
      if (!answer?.audioPath || answer.transcriptionStatus !== 'pending') return;
      const transcript = await hear(deps, answer);
      if (!transcript) {
        await pendingAnswer(deps.knex, answerId).patch({ transcriptionStatus: 'failed' });
        await afterTranscription(deps.knex, jobs, answerId);
        return;
      }
      // Typed text wins; the transcript fills the answer only when the expert typed none.
      await pendingAnswer(deps.knex, answerId).patch({
        transcriptionStatus: 'done',
        transcript: transcript.text,
        transcriptConfidence: transcript.confidence,
        answerText: raw("case when btrim(answer_text) = '' then ? else answer_text end", [
          transcript.text,
        ]),
      });
      await afterTranscription(deps.knex, jobs, answerId);
    },
  };
}

/**
 * An addition's recording, heard like an answer's. Its text is read beside the answer,
 * so no follow-up and no embedding come after it.
 */
async function transcribeAddition(deps: TranscribeDeps, additionId: string): Promise<void> {
  const addition = await AnswerAddition.query(deps.knex).findById(additionId);
  if (!addition?.audioPath || addition.transcriptionStatus !== 'pending') return;
  const transcript = await hear(deps, addition);
  const pending = AnswerAddition.query(deps.knex)
    .findById(additionId)
    .where('transcription_status', 'pending');
  if (!transcript) {
    await pending.patch({ transcriptionStatus: 'failed' });
    return;
  }
  await pending.patch({
    transcriptionStatus: 'done',
    transcript: transcript.text,
    transcriptConfidence: transcript.confidence,
    text: raw("case when btrim(text) = '' then ? else text end", [transcript.text]),
  });
}

/**
 * The recording's transcript, or null when the engine cannot hear it (a retry would hear
 * the same). Storage out of reach is no fault of the recording: that throws, so the job
 * is retried.
 */
async function hear(
  deps: TranscribeDeps,
  recording: {
    id: string;
    interviewId: string;
    audioPath: string | null;
    audioMimeType: string | null;
  },
): Promise<Transcript | null> {
  try {
    const context = await contextOrGeneric(deps.contextFor, recording.interviewId);
    return await deps.files.withLocalCopy(recording.audioPath!, (audioPath) =>
      deps.provider.transcribe(
        { path: audioPath, mimeType: recording.audioMimeType ?? 'audio/webm' },
        context,
      ),
    );
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    log.warn({ err: error, recordingId: recording.id }, 'transcription failed');
    return null;
  }
}

/** Queues an answer's transcription: with `trx`, only if that transaction commits. */
export function sendTranscription(jobs: JobSender, answerId: string, options: SendOptions = {}) {
  return jobs.send('transcribe', { answerId }, options);
}

/** Queues an addition's transcription: with `trx`, only if that transaction commits. */
export function sendAdditionTranscription(
  jobs: JobSender,
  additionId: string,
  options: SendOptions = {},
) {
  return jobs.send('transcribe', { additionId }, options);
}

/**
 * The safety net at a worker's start: queues every answer (and addition) with audio still 'pending' (a
 * crash between commit and queueing, or recorded while no engine was installed). One job
 * per answer at most, so queueing one that is already queued does nothing. Returns how many.
 */
export async function resumePendingTranscriptions(
  knex: Knex,
  jobs: JobSender,
  provider: TranscriptionProvider,
): Promise<number> {
  if (!provider.available) return 0;
  const rows = await Answer.query(knex)
    .where('transcription_status', 'pending')
    .whereNotNull('audio_path')
    .orderBy('created_at')
    .select('id');
  for (const { id } of rows) await sendTranscription(jobs, id);
  const additions = await AnswerAddition.query(knex)
    .where('transcription_status', 'pending')
    .whereNotNull('audio_path')
    .orderBy('created_at')
    .select('id');
  for (const { id } of additions) await sendAdditionTranscription(jobs, id);
  return rows.length + additions.length;
}

async function afterTranscription(knex: Knex, jobs: JobSender, answerId: string) {
  // The dashboard's reading of the answer, now that its text is final.
  await storeAnswerFeatures(knex, { answerIds: [answerId] });
  // An audio-only answer's follow-up is decided from its transcript.
  await jobs.send('followup', { answerId });
  await jobs.send('embed', {});
}

/** Guards every update, so a job never overwrites an answer another run already settled. */
function pendingAnswer(knex: Knex, answerId: string) {
  return Answer.query(knex).findById(answerId).where('transcription_status', 'pending');
}
