import { performance } from 'node:perf_hooks';
import { DEMO_ACCOUNTS } from '../../api/db/seeds/content/accounts';
import { DEMO_PASSWORD } from '../../api/security/demoPasswords';
import { type AskAiResponse, AskAiResponseSchema } from '../../sync/contract';
import type { EvalQuestion } from './questionSet';

/** What the API said to one question, and how long it took. */
export interface AskedQuestion {
  question: EvalQuestion;
  /** Undefined when the call failed; `error` then says how. */
  response?: AskAiResponse;
  error?: string;
  latencyMs: number;
}

/** A signed-in browser session, reduced to its cookies. */
class Session {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  async post(path: string, body: unknown): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // What the app's own pages send; the API refuses other origins (rejectCrossSite).
        origin: this.baseUrl,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, separator).trim(), pair!.slice(separator + 1).trim());
    }
    return response;
  }
}

/** Signs in as the demo customer of `client` (api/db/seeds/content/accounts.ts). */
async function signInAsCustomerOf(baseUrl: string, client: string): Promise<Session> {
  const account = DEMO_ACCOUNTS.find(
    (candidate) => candidate.role === 'customer' && candidate.clientAccess === client,
  );
  if (!account) throw new Error(`The demo data has no customer of ${client}`);
  const session = new Session(baseUrl);
  const response = await session.post('/api/login', {
    username: account.username,
    password: DEMO_PASSWORD,
  });
  if (!response.ok) {
    throw new Error(
      `Sign-in as ${account.username} failed: ${response.status} ${await response.text()}`,
    );
  }
  return session;
}

/**
 * Asks every question over HTTP, one at a time (so latencies are not queueing), each as
 * a customer of the question's client, over all of that client's interviews.
 */
export async function askQuestions(
  baseUrl: string,
  questions: readonly EvalQuestion[],
  onProgress?: (done: number) => void,
): Promise<AskedQuestion[]> {
  const sessions = new Map<string, Session>();
  const asked: AskedQuestion[] = [];
  for (const question of questions) {
    let session = sessions.get(question.client);
    if (!session) {
      session = await signInAsCustomerOf(baseUrl, question.client);
      sessions.set(question.client, session);
    }
    const path = `/api/customer/${encodeURIComponent(question.client)}/ask-ai`;
    const started = performance.now();
    const response = await session.post(path, { question: question.question });
    const body = await response.text();
    const latencyMs = performance.now() - started;
    if (!response.ok) {
      asked.push({ question, latencyMs, error: `${response.status} ${body.slice(0, 200)}` });
    } else {
      const parsed = AskAiResponseSchema.safeParse(JSON.parse(body));
      asked.push(
        parsed.success
          ? { question, latencyMs, response: parsed.data }
          : {
              question,
              latencyMs,
              error: `response does not match the contract: ${parsed.error.message}`,
            },
      );
    }
    onProgress?.(asked.length);
  }
  return asked;
}
