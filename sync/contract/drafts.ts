import { z } from 'zod';
import { IdSchema } from './common';

/**
 * The live draft: while the expert records, the browser posts each MediaRecorder chunk
 * to `/api/expert/{interviewId}/drafts/{draftId}/chunks/{sequence}` and shows the text
 * that comes back. The draft is only a preview; the recording kept on the device and
 * submitted with the answer stays the source of truth.
 */

/** One chunk's body at most (a one-second Opus chunk is a few kB). Larger: 413. */
export const MAX_DRAFT_CHUNK_BYTES = 256 * 1024;
/** A draft no chunk reached for this long is dropped with its decoder. */
export const DRAFT_IDLE_MS = 2 * 60_000;

export const DraftParamsSchema = z.object({
  interviewId: IdSchema,
  draftId: z.uuid({ error: 'draftId must be a UUID, one per recording' }),
});

export const DraftChunkParamsSchema = DraftParamsSchema.extend({
  sequence: z.coerce
    .number({ error: 'sequence must be a whole number from 0' })
    .int('sequence must be a whole number from 0')
    .min(0, 'sequence must be a whole number from 0')
    .max(100_000, 'sequence is too large'),
});

/** Chunk 0 may name the question being answered. */
export const DraftChunkQuerySchema = z.strictObject({
  questionId: IdSchema.optional(),
});

/** The draft so far: everything recognised from the chunks received. */
export const DraftTextSchema = z.object({
  draftId: z.uuid(),
  text: z.string(),
  receivedChunks: z.number().int(),
});
export type DraftText = z.infer<typeof DraftTextSchema>;

/** The 409 body of a chunk that arrived out of order: send `expectedSequence` next. */
export const DraftSequenceConflictSchema = z.object({
  error: z.string(),
  message: z.string(),
  expectedSequence: z.number().int(),
});
export type DraftSequenceConflict = z.infer<typeof DraftSequenceConflictSchema>;
