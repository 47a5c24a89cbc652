// No zod here: the interview screen and the outbox read this marker, and importing it
// from common.ts brought the whole of zod (~26 kB gzip) into the interview's first load.

/** The literal answer text that marks a skipped question (spec section 9). */
export const SKIPPED_ANSWER = '[Skipped]';
