import type { Config } from '../config';
import type { AiProvider } from './provider';

export function createAiProvider(_config: Config): AiProvider {
  return { name: 'local' };
}
