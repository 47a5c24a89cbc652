import type { Knex } from 'knex';
import { raw } from 'objection';
import { Answer } from '../models';
import { moduleLogger } from '../observability';
import { StorageUnavailableError } from '../storage/errors';
import type { FileStore } from '../storage/fileStore';
import type { Transcript, TranscriptionProvider } from '../transcription/provider';
import { type ContextSource, contextOrGeneric } from '../transcription/transcriptionContext';
import type { JobSender, JobTask, SendOptions } from './task';

const log = moduleLogger('transcription');

export interface TranscribeDeps {
  /** The root knex: a job runs outside any request's transaction. */
  knex: Knex;
  provider: TranscriptionProvider;
  files: FileStore;
  /** What helps hear an answer of this interview (its project's language model). */
  contextFor?: ContextSource;
  concurrency: number;
}

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
    retry: { retryLimit: 4, retryDelay: 10, retryDelayMax: 600 },
    concurrency: deps.concurrency,
    key: (data) => data.answerId!,
    async run(data, _run, jobs) {
      const answerId = data.answerId!;
      const answer = await Answer.query(deps.knex).findById(answerId);
      // Idempotent: a settled answer (or one deleted since) is left as it is.
      if (!answer?.audioPath || answer.transcriptionStatus !== 'pending') return;
      let transcript: Transcript;
      try {
        const context = await contextOrGeneric(deps.contextFor, answer.interviewId);
        transcript = await deps.files.withLocalCopy(answer.audioPath, (audioPath) =>
          deps.provider.transcribe(
            { path: audioPath, mimeType: answer.audioMimeType ?? 'audio/webm' },
            context,
          ),
        );
      } catch (error) {
        // Storage out of reach is no fault of the recording: the job is retried.
        if (error instanceof StorageUnavailableError) throw error;
        log.warn({ err: error, answerId }, 'transcription failed');
        await pendingAnswer(deps.knex, answerId).patch({ transcriptionStatus: 'failed' });
        await afterTranscription(jobs, answerId);
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
      await afterTranscription(jobs, answerId);
    },
  };
}

/** Queues an answer's transcription: with `trx`, only if that transaction commits. */
export function sendTranscription(jobs: JobSender, answerId: string, options: SendOptions = {}) {
  return jobs.send('transcribe', { answerId }, options);
}

/**
 * The safety net at a worker's start: queues every answer with audio still 'pending' (a
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
  return rows.length;
}

async function afterTranscription(jobs: JobSender, answerId: string) {
  // An audio-only answer's follow-up is decided from its transcript.
  await jobs.send('followup', { answerId });
  await jobs.send('embed', {});
}

/** Guards every update, so a job never overwrites an answer another run already settled. */
function pendingAnswer(knex: Knex, answerId: string) {
  return Answer.query(knex).findById(answerId).where('transcription_status', 'pending');
}
