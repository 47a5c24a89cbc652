import type OpenAI from 'openai';
import type { AutoParseableResponseFormat, AutoParseableTextFormat } from 'openai/lib/parser';
import type { ParsedResponse } from 'openai/resources/responses/responses';
import { UnusableOutputError } from './errors';

export interface Prompt {
  system: string;
  user: string;
}

/**
 * One structured output through Chat Completions (what OpenAI-compatible servers
 * implement). The SDK parses and validates the JSON with the zod schema behind
 * `format`; a refusal or an empty answer is an UnusableOutputError.
 */
export async function chatStructured<T>(
  client: OpenAI,
  model: string,
  format: AutoParseableResponseFormat<T>,
  prompt: Prompt,
): Promise<T> {
  const completion = await client.chat.completions.parse({
    model,
    messages: [
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ],
    response_format: format,
  });
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw new UnusableOutputError(`the model refused: ${message.refusal}`);
  if (message?.parsed == null) throw new UnusableOutputError('the model returned no answer');
  return message.parsed;
}

/**
 * One structured output through the Responses API with its web search tool, and the
 * http(s) pages consulted: the ones the answer cites (url_citation annotations) first,
 * then the ones the searches returned or opened.
 */
export async function webSearchStructured<T>(
  client: OpenAI,
  model: string,
  format: AutoParseableTextFormat<T>,
  prompt: Prompt,
): Promise<{ output: T; webSources: string[] }> {
  const response = await client.responses.parse({
    model,
    instructions: prompt.system,
    input: prompt.user,
    tools: [{ type: 'web_search' }],
    include: ['web_search_call.action.sources'],
    text: { format },
  });
  if (response.status && response.status !== 'completed') {
    const reason = response.incomplete_details?.reason ?? response.error?.message;
    throw new UnusableOutputError(
      `the response is ${response.status}${reason ? ` (${reason})` : ''}`,
    );
  }
  const refusal = messageContents(response).find((content) => content.type === 'refusal');
  if (refusal) throw new UnusableOutputError(`the model refused: ${refusal.refusal}`);
  if (response.output_parsed == null) throw new UnusableOutputError('the model returned no answer');
  return { output: response.output_parsed, webSources: consultedUrls(response) };
}

const MAX_WEB_SOURCES = 8;

function consultedUrls(response: ParsedResponse<unknown>): string[] {
  const cited = messageContents(response).flatMap((content) =>
    content.type === 'output_text'
      ? content.annotations.flatMap((annotation) =>
          annotation.type === 'url_citation' ? [annotation.url] : [],
        )
      : [],
  );
  const searched = response.output.flatMap((item) => {
    if (item.type !== 'web_search_call') return [];
    const { action } = item;
    if (action.type === 'search') return (action.sources ?? []).map((source) => source.url);
    return action.url ? [action.url] : [];
  });
  return [...new Set([...cited, ...searched].filter(isWebUrl))].slice(0, MAX_WEB_SOURCES);
}

function messageContents(response: ParsedResponse<unknown>) {
  return response.output.flatMap((item) => (item.type === 'message' ? item.content : []));
}

function isWebUrl(candidate: string): boolean {
  try {
    const { protocol } = new URL(candidate);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
