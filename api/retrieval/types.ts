import type { Knex } from 'knex';

/** One stored answer with everything needed to quote and attribute it. */
export interface AnswerPassage {
  answerId: string;
  interviewId: string;
  questionId: string;
  /** The base question the answer belongs to: its own, or a follow-up's parent. */
  baseQuestionId: string;
  questionText: string;
  baseQuestionText: string;
  expertName: string;
  company: string;
  client: string;
  projectId: string;
  projectName: string;
  text: string;
  createdAt: Date;
}

/** Whose answers a query may read. Scoping happens here, before any AI sees a word. */
export interface AnswerScope {
  /** Clients whose answers may be read; null means every client (admins). */
  clients: readonly string[] | null;
  /** Only these interviews, when given (already checked to belong to the clients). */
  interviewIds?: readonly string[];
  /**
   * Only the answers this subquery selects (their ids, as `select a.id`), when given:
   * the client dashboard's company and topic filters (api/commands/dashboardScope.ts),
   * applied before ranking so a page holds as many as it can.
   */
  answers?: Knex.QueryBuilder;
}

export interface RankedPassage extends AnswerPassage {
  rank: number;
}
