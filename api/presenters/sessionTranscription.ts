import type { CurrentQuestionResponse, TranscriptionAvailability } from '../../sync/contract';
import type { TranscriptionProvider } from '../transcription/provider';

export const KEPT_FOR_TRANSCRIPTION_MESSAGE =
  'Speech to text is not available on this server right now. Your recorded answers are kept ' +
  'and will be transcribed once it is.';

/** Which speech engine runs, for the expert's recorder: whether answers become text. */
export function transcriptionAvailability(
  provider: TranscriptionProvider,
): TranscriptionAvailability {
  return {
    available: provider.available,
    engine: provider.name,
    message: provider.available ? null : KEPT_FOR_TRANSCRIPTION_MESSAGE,
  };
}

/**
 * The session state with the speech engine's availability. Without an engine, a
 * recorded answer with no typed text waits for its transcript, and so for its
 * follow-up decision, until one is installed: the session must not wait for those.
 */
export function withTranscription(
  state: CurrentQuestionResponse,
  provider: TranscriptionProvider,
): CurrentQuestionResponse {
  const transcription = transcriptionAvailability(provider);
  if (provider.available) return { ...state, transcription };
  const waitingForEngine = state.previousQuestions.filter(
    (previous) => previous.transcriptionStatus === 'pending' && !previous.answer.trim(),
  ).length;
  return {
    ...state,
    transcription,
    awaitingFollowups: Math.max(0, state.awaitingFollowups - waitingForEngine),
  };
}
