import type { TranscriptionContext } from './provider';

/** What helps hear an interview's answers: its project's language model and spellings. */
export type ContextSource = (interviewId: string) => Promise<TranscriptionContext>;

/**
 * The interview's context when it can be had, and none (the generic model) when not:
 * a missing project model never fails a transcription, it only makes it less accurate.
 */
export async function contextOrGeneric(
  source: ContextSource | undefined,
  interviewId: string,
): Promise<TranscriptionContext> {
  try {
    return (await source?.(interviewId)) ?? {};
  } catch (error) {
    console.warn(
      '[transcription] no project context:',
      error instanceof Error ? error.message : error,
    );
    return {};
  }
}
