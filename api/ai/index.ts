import type { Config } from '../config';
import { LocalAiProvider } from './local';
import type { AiProvider } from './provider';

export function createAiProvider(config: Config): AiProvider {
  if (config.ai.provider === 'openai') {
    // Fail at start-up rather than quietly answer with another engine than configured.
    throw new Error('AI_PROVIDER=openai is not available yet; use AI_PROVIDER=local');
  }
  return new LocalAiProvider();
}

export type { AiProvider } from './provider';
