import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, body kept raw (JSON or multipart, by endpoint). */
export interface ReceivedRequest {
  method: string;
  /** Path and query, e.g. `/v1/chat/completions`. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type FakeReply = (request: ReceivedRequest, res: http.ServerResponse) => void;

/**
 * A stand-in for OpenAI on 127.0.0.1 that the real `openai` SDK talks to through
 * `baseURL`. It records every request and answers with `reply`, which a test sets
 * to whatever the API would say (a result, an error, or nothing at all for a timeout).
 */
export interface FakeOpenAi {
  /** What the SDK takes as baseURL, `/v1` included. */
  baseURL: string;
  received: ReceivedRequest[];
  reply: FakeReply;
  close(): Promise<void>;
}

export async function startFakeOpenAi(reply: FakeReply): Promise<FakeOpenAi> {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: ReceivedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    fake.received.push(request);
    fake.reply(request, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeOpenAi = {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received: [],
    reply,
    close: () =>
      new Promise<void>((resolve) => {
        // A request left hanging on purpose (a timeout test) would keep close() waiting.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

/** An API error as OpenAI words it. */
export function sendApiError(res: http.ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: { message, type: 'server_error', param: null, code: null } });
}

/** A `/v1/chat/completions` result whose one choice says `content`. */
export function chatCompletion(
  content: string,
  options: { model?: string; refusal?: string; finishReason?: string } = {},
) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: options.model ?? 'gpt-test',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: options.refusal ? null : content,
          refusal: options.refusal ?? null,
        },
        logprobs: null,
        finish_reason: options.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** The JSON body of a received request. */
export function jsonBody(request: ReceivedRequest): Record<string, unknown> {
  return JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
}

/** The fields and file of a received multipart upload, parsed as the real API would. */
export async function multipartBody(request: ReceivedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
}

/** One reply per endpoint (path without its query), for a fake serving several; 404 otherwise. */
export function byPath(replies: Record<string, FakeReply>): FakeReply {
  return (request, res) => {
    const reply = replies[request.path.split('?')[0]!];
    if (reply) reply(request, res);
    else sendApiError(res, 404, `Unknown endpoint ${request.path}`);
  };
}

export interface ResponsesResultOptions {
  model?: string;
  /** Pages the answer cites, as `url_citation` annotations on its text. */
  citations?: { url: string; title: string }[];
  /** Pages a `web_search_call` found (its `action.sources`). */
  searchSources?: string[];
  refusal?: string;
  /** `incomplete` with `incompleteReason`, e.g. 'max_output_tokens'. */
  status?: 'completed' | 'incomplete' | 'failed';
  incompleteReason?: string;
}

/**
 * A `/v1/responses` result: optionally a web search call, then one assistant message
 * whose text is `content` (or a refusal), as the Responses API returns them.
 */
export function responsesResult(content: string, options: ResponsesResultOptions = {}) {
  const output: unknown[] = [];
  if (options.searchSources) {
    output.push({
      id: 'ws_test',
      type: 'web_search_call',
      status: 'completed',
      action: {
        type: 'search',
        query: 'test query',
        sources: options.searchSources.map((url) => ({ type: 'url', url })),
      },
    });
  }
  const annotations = (options.citations ?? []).map((citation) => ({
    type: 'url_citation',
    start_index: 0,
    end_index: content.length,
    url: citation.url,
    title: citation.title,
  }));
  output.push({
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    status: 'completed',
    content: options.refusal
      ? [{ type: 'refusal', refusal: options.refusal }]
      : [{ type: 'output_text', text: content, annotations, logprobs: [] }],
  });
  const status = options.status ?? 'completed';
  return {
    id: 'resp_test',
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status,
    error: null,
    incomplete_details: options.incompleteReason ? { reason: options.incompleteReason } : null,
    model: options.model ?? 'gpt-test',
    output,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [{ type: 'web_search' }],
    usage: { input_tokens: 10, output_tokens: 10, total_tokens: 20 },
  };
}

/**
 * Answers a `/v1/embeddings` request with `embed(input)` for each input, encoded as the
 * request asks: the SDK asks for base64 (little-endian float32) unless told otherwise.
 */
export function sendEmbeddings(
  request: ReceivedRequest,
  res: http.ServerResponse,
  embed: (input: string) => number[],
): void {
  const body = jsonBody(request) as {
    input: string | string[];
    model: string;
    encoding_format?: string;
  };
  const inputs = Array.isArray(body.input) ? body.input : [body.input];
  const data = inputs.map((input, index) => {
    const vector = embed(input);
    const embedding =
      body.encoding_format === 'base64'
        ? Buffer.from(new Float32Array(vector).buffer).toString('base64')
        : vector;
    return { object: 'embedding', index, embedding };
  });
  sendJson(res, 200, {
    object: 'list',
    data,
    model: body.model,
    usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
  });
}
