import type { Config } from '../config';
import { LocalFollowupAdvisor } from './followups/local';
import { OpenAiFollowupAdvisor } from './followups/openai';
import type { FollowupAdvisor } from './followups/types';
import type { AiProvider } from './provider';
import { LocalAiProvider } from './providers/local';
import { OpenAiProvider } from './providers/openai/provider';

/** How long one call to the follow-up model may take before it counts as unavailable. */
export const OPENAI_FOLLOWUP_TIMEOUT_MS = 20_000;

/**
 * The one place AI_PROVIDER is read: `local` (the default) runs every feature on this
 * server; `openai` sends them to OPENAI_MODEL at OPENAI_BASE_URL.
 */
export interface AiEngines {
  /** Ask AI, insights and custom analyses. */
  analysis: AiProvider;
  /** The interviewer's follow-up questions. */
  followups: FollowupAdvisor;
}

export function createAiEngines(config: Config): AiEngines {
  if (config.ai.provider !== 'openai') {
    return { analysis: new LocalAiProvider(), followups: new LocalFollowupAdvisor() };
  }
  const { apiKey, baseURL, model } = config.openai;
  if (!apiKey) {
    // Fail at start-up rather than quietly answer with another engine than configured.
    throw new Error('AI_PROVIDER=openai needs OPENAI_API_KEY for insights, Ask AI and follow-ups');
  }
  return {
    analysis: new OpenAiProvider({
      apiKey,
      baseURL,
      model,
      embeddingModel: config.openai.embeddingModel,
      embeddingDimensions: config.openai.embeddingDimensions,
      timeoutMs: config.openai.timeoutMs,
    }),
    followups: new OpenAiFollowupAdvisor({
      apiKey,
      baseURL,
      model,
      timeoutMs: OPENAI_FOLLOWUP_TIMEOUT_MS,
    }),
  };
}
