import OpenAI from 'openai';
import { ContentFilterFinishReasonError, LengthFinishReasonError } from 'openai/core/error';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { moduleLogger } from '../../observability';
import { FOLLOWUP_SYSTEM_PROMPT, followupUserPrompt } from './prompt';
import { FollowupOutputSchema, toDecision } from './schema';
import {
  FollowupAdviceUnavailableError,
  type FollowupAdvisor,
  type FollowupDecision,
  type FollowupRequest,
} from './types';

const log = moduleLogger('followups');

export interface OpenAiFollowupOptions {
  apiKey: string;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
}

/**
 * Follow-ups from a chat model through the openai SDK, as a structured output
 * validated with zod. Chat Completions rather than the Responses API: it is what
 * OpenAI-compatible servers (OPENAI_BASE_URL) implement.
 *
 * Failures split in two. The service not answering (timeout, unreachable, 5xx, 429)
 * throws FollowupAdviceUnavailableError, so the decision stays pending and is retried.
 * An answer that cannot be used (not JSON, off the schema, refused, cut short, or a
 * 4xx that a retry would get again) is logged and becomes "no follow-up": asking the
 * same model again would most likely get the same answer, and the interview must not
 * wait on it.
 */
export class OpenAiFollowupAdvisor implements FollowupAdvisor {
  readonly name = 'openai';
  readonly instant = false;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiFollowupOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      // The follow-up scheduler retries, with a budget the whole decision shares.
      maxRetries: 0,
    });
  }

  async decide(request: FollowupRequest): Promise<FollowupDecision> {
    try {
      const completion = await this.client.chat.completions.parse({
        model: this.options.model,
        messages: [
          { role: 'system', content: FOLLOWUP_SYSTEM_PROMPT },
          { role: 'user', content: followupUserPrompt(request) },
        ],
        response_format: zodResponseFormat(FollowupOutputSchema, 'followup_decision'),
      });
      const message = completion.choices[0]?.message;
      if (message?.refusal) return this.unusable(`the model refused: ${message.refusal}`);
      const decision = message?.parsed ? toDecision(message.parsed) : null;
      return decision ?? this.unusable('the model answered ask=true without a usable question');
    } catch (error) {
      return this.unusable(this.describeFailure(error));
    }
  }

  /** The reason an answer is unusable; throws when the service did not answer at all. */
  private describeFailure(error: unknown): string {
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      throw new FollowupAdviceUnavailableError(
        `the follow-up model did not answer within ${this.options.timeoutMs} ms`,
        { cause: error },
      );
    }
    if (error instanceof OpenAI.APIConnectionError) {
      throw new FollowupAdviceUnavailableError('the follow-up model could not be reached', {
        cause: error,
      });
    }
    if (error instanceof OpenAI.APIError) {
      const status = error.status ?? 0;
      if (status >= 500 || status === 429 || status === 408) {
        throw new FollowupAdviceUnavailableError(`the follow-up model answered ${status}`, {
          cause: error,
        });
      }
      return `the follow-up model refused the request with ${status}: ${error.message}`;
    }
    if (error instanceof SyntaxError) return `the model's answer is not JSON: ${error.message}`;
    if (error instanceof z.ZodError) {
      return `the model's answer does not match the schema: ${z.prettifyError(error)}`;
    }
    if (error instanceof LengthFinishReasonError) return "the model's answer was cut short";
    if (error instanceof ContentFilterFinishReasonError) {
      return "the model's answer was withheld by its content filter";
    }
    throw error;
  }

  private unusable(reason: string): FollowupDecision {
    log.warn(`no follow-up: ${reason}`);
    return { ask: false, reason: `No usable decision: ${reason}` };
  }
}
