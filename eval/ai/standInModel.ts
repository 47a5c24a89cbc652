import {
  chatCompletion,
  type FakeOpenAi,
  sendApiError,
  sendJson,
  startFakeOpenAi,
} from '../../api/test/fakeOpenAi';

/**
 * A tiny OpenAI-compatible stand-in, to check that `eval:ai` runs end to end on the
 * provider path without a real model. It is not a model: it quotes the first sentence
 * of the passage sharing the most words with the question, or says the interviews do
 * not cover it. Its figures measure nothing and are never reported.
 *
 * It speaks the Ask AI prompt and structured output of api/ai/ask/ (prompt.ts,
 * schema.ts) and the passage list of api/ai/providers/openai/promptParts.ts: when those
 * change, change `readPrompt` and `answer` here to match.
 */
export function startStandInModel(): Promise<FakeOpenAi> {
  return startFakeOpenAi((request, res) => {
    if (request.path.split('?')[0] !== '/v1/chat/completions') {
      sendApiError(
        res,
        404,
        `The eval stand-in only answers chat completions, not ${request.path}`,
      );
      return;
    }
    const body = JSON.parse(request.body.toString('utf8')) as {
      messages: { role: string; content: string }[];
    };
    const prompt = body.messages.at(-1)?.content ?? '';
    sendJson(res, 200, chatCompletion(JSON.stringify(answer(readPrompt(prompt)))));
  });
}

interface Passage {
  answerId: string;
  text: string;
}

function readPrompt(prompt: string): { question: string; passages: Passage[] } {
  const question = /^Question: (.*)$/m.exec(prompt)?.[1] ?? '';
  const passages = [
    ...prompt.matchAll(/^\[Passage (\S+)\][^\n]*\n([\s\S]*?)\n\[End of passage \1\]$/gm),
  ].map((match) => ({ answerId: match[1]!, text: match[2]! }));
  return { question, passages };
}

const contentWords = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !STOP.has(word)));
const STOP = new Set([
  'what',
  'which',
  'when',
  'where',
  'does',
  'with',
  'from',
  'that',
  'this',
  'they',
  'their',
  'have',
  'about',
  'experts',
  'say',
]);

function answer({ question, passages }: { question: string; passages: Passage[] }) {
  const asked = contentWords(question);
  const scored = passages
    .map((passage) => ({
      passage,
      shared: [...contentWords(passage.text)].filter((word) => asked.has(word)).length,
    }))
    .sort((a, b) => b.shared - a.shared);
  const best = scored[0];
  if (!best || best.shared < 2) {
    return {
      coverage: 'not_in_interviews',
      blocks: [
        { kind: 'text', text: 'The expert interviews do not cover this question.', answerId: null },
      ],
    };
  }
  const firstSentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(best.passage.text)?.[0] ?? best.passage.text;
  return {
    coverage: 'answered',
    blocks: [
      { kind: 'text', text: 'One expert speaks to this.', answerId: null },
      { kind: 'quote', text: firstSentence, answerId: best.passage.answerId },
    ],
  };
}
