import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { clientsDataVersion } from '../commands/dashboardSnapshots';
import { passagesInOrder, rankedAnswerIds, searchAnswers, searchQuery } from './fullTextSearch';
import type { AnswerPassage, AnswerScope } from './types';

/** How far a search's ranking is kept: 20 pages of 50. Deeper pages are ranked afresh. */
export const KEPT_RANKING = 1_000;
/** Searches kept per process; the least recently read goes first beyond this. */
const KEPT_SEARCHES = 500;

export interface SearchRequest {
  /** What was typed (see searchQuery). */
  q: string;
  /** Whose answers; `scope.answers` applies the filters that `filterKey` names. */
  scope: AnswerScope;
  /** The filters behind `scope.answers` (company, topic), as part of the ranking's name. */
  filterKey: unknown;
  /** Readies `scope.answers` before a ranking is computed (the topic filter's analysis). */
  prepare?: () => Promise<void>;
}

/**
 * The rankings of recent searches, each kept under the data version of the clients it
 * covers (the triggers of migrations 016 and 020 raise it with any change to their
 * answers, questions or interviews). A search typed again, or paged through with Load
 * more, reads its page by id instead of ranking every match once more (at 50,000 answers,
 * a common word matches thousands), and its pages cannot shift while the data stays the
 * same. The version is read first, so a ranking is never older than the version it is
 * kept under; the passages on a page are read afresh each time.
 */
export class SearchRankings {
  private readonly rankings = new LRUCache<string, Promise<string[]>>({ max: KEPT_SEARCHES });

  /** `kept`: how many of each ranking are kept (KEPT_RANKING; tests keep fewer). */
  constructor(private readonly kept = KEPT_RANKING) {}

  async page(
    knex: Knex,
    request: SearchRequest,
    range: { offset: number; limit: number },
  ): Promise<AnswerPassage[]> {
    const version = await clientsDataVersion(knex, request.scope.clients);
    const key = JSON.stringify([request.scope.clients, request.filterKey, request.q, version]);
    let ranking = this.rankings.get(key);
    if (!ranking) {
      ranking = this.rank(knex, request);
      this.rankings.set(key, ranking);
      // A failed ranking is not kept: the next search tries again.
      ranking.catch(() => {
        if (this.rankings.get(key) === ranking) this.rankings.delete(key);
      });
    }
    const ids = await ranking;
    const end = range.offset + range.limit;
    if (end <= ids.length || ids.length < this.kept) {
      return passagesInOrder(knex, ids.slice(range.offset, end));
    }
    await request.prepare?.();
    return searchAnswers(knex, request.scope, request.q, range);
  }

  private async rank(knex: Knex, request: SearchRequest): Promise<string[]> {
    await request.prepare?.();
    return rankedAnswerIds(knex, request.scope, searchQuery(request.q), this.kept);
  }
}
