import type OpenAI from 'openai';
import type { TextEmbedder } from '../../../retrieval/answerEmbeddings';
import { toAiProviderError, UnusableOutputError } from './errors';

/**
 * The embedding models take at most 8,192 tokens per input; English runs at about four
 * characters a token, so a very long answer is embedded by its first ~6,000 tokens.
 */
const MAX_INPUT_CHARS = 24_000;

export interface OpenAiEmbedderOptions {
  model: string;
  /** Asks for shorter vectors (text-embedding-3 models); the model's own size when unset. */
  dimensions?: number;
  timeoutMs: number;
}

/** Embeddings through the SDK's embeddings endpoint, for hybrid retrieval. */
export class OpenAiEmbedder implements TextEmbedder {
  /**
   * What stored vectors are tagged with: the model, and the size when one was asked
   * for, since vectors of one model at two sizes cannot be compared either.
   */
  readonly model: string;

  constructor(
    private readonly client: OpenAI,
    private readonly options: OpenAiEmbedderOptions,
  ) {
    this.model = options.dimensions ? `${options.model}@${options.dimensions}` : options.model;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    try {
      const result = await this.client.embeddings.create({
        model: this.options.model,
        input: texts.map((text) => text.slice(0, MAX_INPUT_CHARS)),
        ...(this.options.dimensions ? { dimensions: this.options.dimensions } : {}),
      });
      const vectors = [...result.data]
        .sort((a, b) => a.index - b.index)
        .map((item) => Array.from(item.embedding));
      if (vectors.length !== texts.length) {
        throw new UnusableOutputError(
          `asked for ${texts.length} embeddings, got ${vectors.length}`,
        );
      }
      return vectors;
    } catch (error) {
      throw toAiProviderError(error, 'question', this.options.timeoutMs);
    }
  }
}
