import type { Config } from '../../config';
import { LocalFollowupAdvisor } from './local';
import { OpenAiFollowupAdvisor } from './openai';
import type { FollowupAdvisor } from './types';

/** How long one call to the follow-up model may take before it counts as unavailable. */
export const OPENAI_FOLLOWUP_TIMEOUT_MS = 20_000;

/** AI_PROVIDER=openai asks a chat model (OPENAI_MODEL); otherwise the local rules decide. */
export function createFollowupAdvisor(config: Config): FollowupAdvisor {
  if (config.ai.provider !== 'openai') return new LocalFollowupAdvisor();
  if (!config.openai.apiKey) {
    // Fail at start-up rather than quietly interview with another engine than configured.
    throw new Error('AI_PROVIDER=openai needs OPENAI_API_KEY for follow-up questions');
  }
  return new OpenAiFollowupAdvisor({
    apiKey: config.openai.apiKey,
    baseURL: config.openai.baseURL,
    model: config.openai.model,
    timeoutMs: OPENAI_FOLLOWUP_TIMEOUT_MS,
  });
}

export type { FollowupAdvisor, FollowupDecision, FollowupRequest } from './types';
export { FollowupAdviceUnavailableError } from './types';
