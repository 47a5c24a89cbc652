import { moduleLogger } from '../observability';
import type { TranscriptionContext } from './provider';

const log = moduleLogger('transcription');

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
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(`no project context: ${reason}`);
    return {};
  }
}
