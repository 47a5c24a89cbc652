import {
  chatCompletion,
  type FakeReply,
  jsonBody,
  type ReceivedRequest,
  type ResponsesResultOptions,
  responsesResult,
  sendJson,
} from '../../../test/fakeOpenAi';

/** A chat completion whose JSON content `answer` computes from the request body. */
export function chatAnswer(answer: (body: ChatBody) => unknown): FakeReply {
  return (request, res) => {
    const content = answer(jsonBody(request) as unknown as ChatBody);
    sendJson(
      res,
      200,
      chatCompletion(typeof content === 'string' ? content : JSON.stringify(content)),
    );
  };
}

/** A Responses API result whose JSON text `answer` computes from the request body. */
export function responsesAnswer(
  answer: (body: Record<string, unknown>) => unknown,
  options: ResponsesResultOptions = {},
): FakeReply {
  return (request, res) => {
    const content = answer(jsonBody(request));
    sendJson(
      res,
      200,
      responsesResult(typeof content === 'string' ? content : JSON.stringify(content), options),
    );
  };
}

export interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: object } };
}

/** The answer ids of the passages a request's prompt lists, in order. */
export function promptedIds(request: ReceivedRequest | ChatBody): string[] {
  const body = 'messages' in request ? request : (jsonBody(request) as unknown as ChatBody);
  const prompt = body.messages.at(-1)!.content;
  return [...prompt.matchAll(/^\[Passage (\S+)\]/gm)].map((match) => match[1]!);
}
