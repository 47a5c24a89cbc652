import OpenAI from 'openai';
import { ContentFilterFinishReasonError, LengthFinishReasonError } from 'openai/core/error';
import { z } from 'zod';
import { HttpError } from '../../../errors';

/** What the provider was asked for; it decides the message a client sees. */
export type AiOperation = 'question' | 'analysis';

const PUBLIC_MESSAGES: Record<AiOperation, string> = {
  // The spec's wording for a failed Ask AI.
  question: 'Unable to process your question. Please try again.',
  analysis: 'Unable to generate the analysis. Please try again.',
};

export type AiFailure = 'unavailable' | 'bad_response';

/**
 * The OpenAI provider could not produce a result. It is an HttpError, so every route
 * that calls the provider answers with it as is (api/middleware/errorHandler.ts):
 * 503 `ai_unavailable` when the service did not answer (timeout, unreachable, 429,
 * 5xx): trying again later may work; 502 `ai_bad_response` when it answered with
 * something unusable (not JSON, off the schema, a refusal, cut short, or a 4xx such
 * as a wrong API key). Clients only see the fixed message; `detail` is logged.
 */
export class AiProviderError extends HttpError {
  constructor(
    readonly failure: AiFailure,
    operation: AiOperation,
    readonly detail: string,
    options: { cause?: unknown } = {},
  ) {
    super(
      failure === 'unavailable' ? 503 : 502,
      PUBLIC_MESSAGES[operation],
      failure === 'unavailable' ? 'ai_unavailable' : 'ai_bad_response',
    );
    this.cause = options.cause;
  }
}

/** An answer that arrived but cannot be used: a refusal, nothing parsed, an incomplete response. */
export class UnusableOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableOutputError';
  }
}

/**
 * Classifies anything a call to the API threw. Errors that are not about the model
 * or the service (a bug) are rethrown unchanged, so they surface as one.
 */
export function toAiProviderError(
  error: unknown,
  operation: AiOperation,
  timeoutMs: number,
): AiProviderError {
  if (error instanceof AiProviderError) return error;
  const fail = (failure: AiFailure, detail: string) =>
    new AiProviderError(failure, operation, detail, { cause: error });
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return fail('unavailable', `the model did not answer within ${timeoutMs} ms`);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return fail('unavailable', 'the model could not be reached');
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status >= 500 || status === 429 || status === 408) {
      return fail('unavailable', `the model answered ${status}: ${error.message}`);
    }
    return fail('bad_response', `the model refused the request with ${status}: ${error.message}`);
  }
  if (error instanceof UnusableOutputError) return fail('bad_response', error.message);
  if (error instanceof SyntaxError) {
    return fail('bad_response', `the model's answer is not JSON: ${error.message}`);
  }
  if (error instanceof z.ZodError) {
    return fail(
      'bad_response',
      `the model's answer does not match the schema: ${z.prettifyError(error)}`,
    );
  }
  if (error instanceof LengthFinishReasonError) {
    return fail('bad_response', "the model's answer was cut short");
  }
  if (error instanceof ContentFilterFinishReasonError) {
    return fail('bad_response', "the model's answer was withheld by its content filter");
  }
  throw error;
}
