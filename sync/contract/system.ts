import { z } from 'zod';

/** The speech-to-text engines the server can run (TRANSCRIPTION_PROVIDER). */
export const TRANSCRIPTION_ENGINES = ['local', 'openai', 'none'] as const;
export const TranscriptionEngineSchema = z.enum(TRANSCRIPTION_ENGINES);
export type TranscriptionEngine = z.infer<typeof TranscriptionEngineSchema>;

/**
 * Whether this server turns recorded answers into text. With none, recordings are
 * kept and transcribed once an engine is installed; the recorder says so.
 */
export const TranscriptionAvailabilitySchema = z.object({
  available: z.boolean(),
  engine: TranscriptionEngineSchema,
  /** For the recorder when there is no engine: what happens to a recorded answer. */
  message: z.string().nullable(),
});
export type TranscriptionAvailability = z.infer<typeof TranscriptionAvailabilitySchema>;

/** One of the server's engines, as an admin reads it. */
export const EngineStatusSchema = z.object({
  /** The engine's short name, e.g. `local`, `openai`, `smtp`, `outbox`. */
  engine: z.string(),
  available: z.boolean(),
  /** What runs, or why nothing does and what to do about it. */
  detail: z.string(),
});
export type EngineStatus = z.infer<typeof EngineStatusSchema>;

/** GET /api/admin/system: which engines this server runs. */
export const SystemStatusSchema = z.object({
  transcription: EngineStatusSchema,
  followups: EngineStatusSchema,
  ai: EngineStatusSchema,
  mail: EngineStatusSchema,
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;
