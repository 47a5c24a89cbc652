import type { Config } from '../config';
import { LocalAiProvider } from './local';
import { OpenAiProvider } from './openai/provider';
import type { AiProvider } from './provider';

/** AI_PROVIDER=openai: OPENAI_MODEL at OPENAI_BASE_URL; otherwise the local engine. */
export function createAiProvider(config: Config): AiProvider {
  if (config.ai.provider !== 'openai') return new LocalAiProvider();
  if (!config.openai.apiKey) {
    // Fail at start-up rather than quietly answer with another engine than configured.
    throw new Error('AI_PROVIDER=openai needs OPENAI_API_KEY for insights and Ask AI');
  }
  return new OpenAiProvider({
    apiKey: config.openai.apiKey,
    baseURL: config.openai.baseURL,
    model: config.openai.model,
    embeddingModel: config.openai.embeddingModel,
    embeddingDimensions: config.openai.embeddingDimensions,
    timeoutMs: config.openai.timeoutMs,
  });
}

export type { AiProvider } from './provider';
