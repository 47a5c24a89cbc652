import OpenAI from 'openai';
import { zodResponseFormat, zodTextFormat } from 'openai/helpers/zod';
import { moduleLogger } from '../../../observability';
import type { AnswerPassage } from '../../../retrieval/types';
import { ConcurrencyLimiter } from '../../../transcription/limiter';
import {
  SENTIMENT_SYSTEM_PROMPT,
  sentimentUserPrompt,
  themesSystemPrompt,
  themesUserPrompt,
} from '../../analysis/prompt';
import { sentimentCounts, toThemes } from '../../analysis/result';
import {
  type SentimentLabel,
  SentimentOutputSchema,
  ThemesOutputSchema,
} from '../../analysis/schema';
import { ANSWER_SYSTEM_PROMPT, answerUserPrompt, WEB_SEARCH_RULES } from '../../ask/prompt';
import { toAnswerDraft } from '../../ask/result';
import { AnswerOutputSchema } from '../../ask/schema';
import { NOT_COVERED } from '../../grounding';
import { TOPIC_SYSTEM_PROMPT, topicUserPrompt } from '../../insights/prompt';
import { toTopicSummary } from '../../insights/result';
import { TopicOutputSchema } from '../../insights/schema';
import type {
  AiProvider,
  AnswerDraft,
  QuestionRequest,
  SentimentBreakdown,
  Theme,
  ThemeRequest,
  TopicRequest,
  TopicSummary,
} from '../../provider';
import { chatStructured, type Prompt, webSearchStructured } from './calls';
import { OpenAiEmbedder } from './embeddings';
import { type AiOperation, toAiProviderError, UnusableOutputError } from './errors';
import { passagesWithinBudget } from './promptParts';

const log = moduleLogger('ai');

export interface OpenAiProviderOptions {
  apiKey: string;
  baseURL?: string;
  /** The chat model (OPENAI_MODEL). */
  model: string;
  /** OPENAI_EMBEDDING_MODEL; null for none (full-text retrieval only). */
  embeddingModel: string | null;
  /** OPENAI_EMBEDDING_DIMENSIONS; the model's own when unset. */
  embeddingDimensions?: number;
  /** Per request (OPENAI_TIMEOUT_MS). */
  timeoutMs: number;
}

/** Passages per sentiment request, and requests at once. */
const SENTIMENT_BATCH = 25;
const SENTIMENT_CONCURRENCY = 3;

/**
 * Parley's analysis through the openai SDK: every method is one structured output
 * (zod schemas in ./schema.ts) over the passages retrieval picked; Ask AI with web
 * search goes through the Responses API's web search tool. Figures are computed here
 * from what the model labels or quotes, never taken from totals it states, and every
 * quote is checked against its passage by the callers. The SDK does not retry: a
 * person is waiting, inside a database transaction, and can ask again. Every failure
 * is an AiProviderError (./errors.ts), which routes turn into a 502 or 503.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai';
  readonly searchesWeb = true;
  /** For hybrid retrieval and the background indexer; null without an embedding model. */
  readonly embedder: OpenAiEmbedder | null;
  private readonly client: OpenAI;
  private readonly sentimentLimiter = new ConcurrencyLimiter(SENTIMENT_CONCURRENCY);

  constructor(private readonly options: OpenAiProviderOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
    this.embedder = options.embeddingModel
      ? new OpenAiEmbedder(this.client, {
          model: options.embeddingModel,
          dimensions: options.embeddingDimensions,
          timeoutMs: options.timeoutMs,
        })
      : null;
  }

  async answerQuestion(request: QuestionRequest): Promise<AnswerDraft> {
    const passages = passagesWithinBudget(request.passages);
    // Nothing retrieved and no web: nothing a model could ground an answer in.
    if (passages.length === 0 && !request.useWebSearch) {
      return { coverage: 'not_in_interviews', blocks: [{ kind: 'text', text: NOT_COVERED }] };
    }
    const prompt: Prompt = {
      system: ANSWER_SYSTEM_PROMPT + (request.useWebSearch ? WEB_SEARCH_RULES : ''),
      user: answerUserPrompt(request.question, passages),
    };
    return this.run('question', 'answerQuestion', async () => {
      if (!request.useWebSearch) {
        const format = zodResponseFormat(AnswerOutputSchema, 'interview_answer');
        return toAnswerDraft(await chatStructured(this.client, this.options.model, format, prompt));
      }
      const format = zodTextFormat(AnswerOutputSchema, 'interview_answer');
      const { output, webSources } = await webSearchStructured(
        this.client,
        this.options.model,
        format,
        prompt,
      );
      return toAnswerDraft(output, webSources);
    });
  }

  async summariseTopic(request: TopicRequest): Promise<TopicSummary> {
    const prompt: Prompt = {
      system: TOPIC_SYSTEM_PROMPT,
      user: topicUserPrompt(request.questionText, passagesWithinBudget(request.passages)),
    };
    return this.run('analysis', 'summariseTopic', async () =>
      toTopicSummary(await this.structured(TopicOutputSchema, 'topic_summary', prompt)),
    );
  }

  async findThemes(request: ThemeRequest): Promise<Theme[]> {
    const passages = passagesWithinBudget(request.passages);
    if (passages.length === 0) return [];
    const prompt: Prompt = {
      system: themesSystemPrompt(request.limit),
      user: themesUserPrompt(request.question, passages),
    };
    return this.run('analysis', 'findThemes', async () =>
      toThemes(
        await this.structured(ThemesOutputSchema, 'themes', prompt),
        passages,
        request.limit,
      ),
    );
  }

  /** Every passage classified, in batches; the counts are tallied here from the labels. */
  async measureSentiment(passages: readonly AnswerPassage[]): Promise<SentimentBreakdown> {
    const batches: AnswerPassage[][] = [];
    for (let start = 0; start < passages.length; start += SENTIMENT_BATCH) {
      batches.push(passages.slice(start, start + SENTIMENT_BATCH));
    }
    return this.run('analysis', 'measureSentiment', async () => {
      const labelled = await Promise.all(
        batches.map((batch) => this.sentimentLimiter.run(() => this.sentimentLabels(batch))),
      );
      return sentimentCounts(passages, new Map(labelled.flatMap((labels) => [...labels])));
    });
  }

  /** A label per passage of `batch`; the ones the model skips are asked for once more. */
  private async sentimentLabels(batch: readonly AnswerPassage[]) {
    const labels = new Map<string, SentimentLabel>();
    let missing = batch;
    for (let attempt = 0; attempt < 2 && missing.length > 0; attempt++) {
      const output = await this.structured(SentimentOutputSchema, 'sentiment_labels', {
        system: SENTIMENT_SYSTEM_PROMPT,
        user: sentimentUserPrompt(missing),
      });
      const wanted = new Set(missing.map((passage) => passage.answerId));
      for (const { answerId, sentiment } of output.labels) {
        const id = answerId.trim();
        if (wanted.has(id) && !labels.has(id)) labels.set(id, sentiment);
      }
      missing = missing.filter((passage) => !labels.has(passage.answerId));
    }
    if (missing.length > 0) {
      throw new UnusableOutputError(
        `the model left ${missing.length} of ${batch.length} answers without a sentiment`,
      );
    }
    return labels;
  }

  private structured<S extends Parameters<typeof zodResponseFormat>[0]>(
    schema: S,
    name: string,
    prompt: Prompt,
  ) {
    return chatStructured(this.client, this.options.model, zodResponseFormat(schema, name), prompt);
  }

  /** Runs one operation; whatever goes wrong with the model is logged and becomes an AiProviderError. */
  private async run<T>(operation: AiOperation, method: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const failure = toAiProviderError(error, operation, this.options.timeoutMs);
      log.warn(`openai ${method} failed: ${failure.detail}`);
      throw failure;
    }
  }
}
