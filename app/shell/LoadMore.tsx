import { Button } from '../ui/Button';
import * as styles from './LoadMore.css';

/** What LoadMore needs of a paged list (app/api/queries/pagedList.ts). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a paged list: shown while the server says more follow (a
 * `nextCursor`), pending while the next page loads, gone after the last page. A failed
 * page says why under the button, which stays to try again.
 */
export function LoadMore({ list, what }: { list: MorePages; what: string }) {
  if (!list.hasNextPage) return null;
  return (
    <div className={styles.more}>
      <Button
        variant="secondary"
        onPress={() => void list.fetchNextPage()}
        isPending={list.isFetchingNextPage}
        pendingLabel="Loading more…"
        aria-label={`Load more ${what}`}
      >
        Load more
      </Button>
      {list.isFetchNextPageError && (
        <p className={styles.note} role="alert">
          Could not load more {what}: {list.error?.message}. Press Load more to try again.
        </p>
      )}
    </div>
  );
}

/**
 * How many items are on screen, never a total nobody counted: "50 projects shown, more
 * available" while pages remain, "3 projects" once the list is whole.
 */
export function shownCount(count: number, noun: (count: number) => string, more: boolean) {
  return more ? `${noun(count)} shown, more available` : noun(count);
}
