import type { Coverage } from '../../sync/contract/customer';
import type { TextEmbedder } from '../retrieval/answerEmbeddings';
import type { QuestionEvidence } from '../retrieval/questionEvidence';
import type { AnswerPassage } from '../retrieval/types';

/**
 * The AI behind Parley's analysis features. `local` (the default) is a grounded
 * engine that needs no network; an `openai` provider can implement the same methods
 * with structured outputs. Retrieval and scoping happen before a provider is called,
 * so a provider only ever sees answers the caller may see; and whatever a provider
 * returns is checked afterwards (api/ai/grounding.ts): a quote that is not verbatim
 * in the answer it cites is dropped before anything reaches a client.
 */
export interface AiProvider {
  readonly name: 'local' | 'openai';
  /** Whether Ask AI can add information from the web (a provider with a search tool). */
  readonly searchesWeb: boolean;
  /**
   * Turns text into vectors for hybrid retrieval (api/retrieval/hybridSearch.ts); absent
   * for engines without one (the local engine), which then retrieve by full text only.
   */
  readonly embedder?: TextEmbedder | null;
  /** Answers a question from `passages` only. */
  answerQuestion(request: QuestionRequest): Promise<AnswerDraft>;
  /** Summarises what experts said in answer to one interview question. */
  summariseTopic(request: TopicRequest): Promise<TopicSummary>;
  /** The themes running through `passages`, most common first. */
  findThemes(request: ThemeRequest): Promise<Theme[]>;
  /** How many of `passages` read positive, neutral or negative. */
  measureSentiment(passages: readonly AnswerPassage[]): Promise<SentimentBreakdown>;
}

/** A verbatim excerpt of one stored answer. */
export interface QuoteRef {
  answerId: string;
  quote: string;
}

/** Plain text; the renderer escapes it and adds the only markup (api/ai/ask/html.ts). */
export type DraftBlock =
  | { kind: 'text'; text: string }
  | { kind: 'note'; text: string }
  | ({ kind: 'quote' } & QuoteRef);

export interface AnswerDraft {
  /** How far the passages answer the question; `not_in_interviews` carries no quotes. */
  coverage: Coverage;
  blocks: DraftBlock[];
  /** http(s) pages consulted; only a provider with web access sets it. */
  webSources?: string[];
}

export interface QuestionRequest {
  question: string;
  /** Best matches first. */
  passages: readonly AnswerPassage[];
  /** How the question's terms occur in the answers in scope (for a coverage judgement). */
  evidence: QuestionEvidence;
  useWebSearch: boolean;
}

export interface TopicRequest {
  questionText: string;
  /**
   * The answers to that question (and its follow-ups) fit to quote: real answers, none
   * flagged for review, none replying to a transcript check (api/ai/insights/quotable.ts).
   */
  passages: readonly AnswerPassage[];
}

/**
 * What experts said in answer to one question, as references into the passages: the
 * caller verifies every quote and figure verbatim, and counts experts and companies
 * itself from the answer ids (api/ai/insights/insightText.ts), so no engine's arithmetic
 * or memory reaches a reader.
 */
export interface TopicSummary {
  /** A few words naming the topic. */
  title: string;
  /** The point shared by the most answers; null when no two experts share one. */
  consensus: TopicClaim | null;
  /** Where answers diverge on one subject; null when they do not. */
  disagreement: TopicDisagreement | null;
  figures: FigureRef[];
  /** 1–3 specific quotes, at most one per expert. */
  quotes: QuoteRef[];
}

export interface TopicClaim {
  /** What the experts share, as a predicate: "point to Scope 3 emissions data". */
  claim: string;
  /** The answers that make it. */
  answerIds: string[];
}

export interface TopicDisagreement {
  /** What the answers diverge on: "sustainability-linked lending". */
  subject: string;
  /** Two or more positions, each with the answers that hold it. */
  sides: { position: string; answerIds: string[] }[];
}

/** A figure an expert gives, verbatim inside `quote`, which is verbatim in the answer. */
export interface FigureRef extends QuoteRef {
  figure: string;
}

export interface ThemeRequest {
  /** What the themes should be about, if anything; its own words are not themes. */
  question?: string;
  passages: readonly AnswerPassage[];
  limit: number;
}

export interface Theme {
  label: string;
  /** How many answers mention it. */
  answers: number;
  /** How many experts (distinct interviews) those answers come from. */
  experts: number;
  companies: string[];
  quotes: QuoteRef[];
  score: number;
}

export interface SentimentBreakdown {
  answers: number;
  positive: number;
  neutral: number;
  negative: number;
}
