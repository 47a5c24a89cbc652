import { z } from 'zod';

/**
 * GET /api/customer/{client}/ask-ai/options: what Ask AI can do on this server, so the
 * screen can say why an option is unavailable before anyone asks.
 */
export const AskAiOptionsSchema = z.object({
  webSearch: z.object({
    available: z.boolean(),
    /** Why not, in words for the person asking; null when available. */
    reason: z.string().nullable(),
  }),
});
export type AskAiOptions = z.infer<typeof AskAiOptionsSchema>;

export const WEB_SEARCH_UNAVAILABLE_REASON =
  'Not available on this server: its AI engine cannot search the web, so answers come from your expert interviews only.';
