import { ValidationError } from '../errors';
import { decodeCursor, encodeCursor, type KeysetPage } from './keysetPage';

/**
 * One page of a ranked list (search results), where no stored column gives the order:
 * the cursor is a position in the ranking. The ranking is total (ties break on time and
 * id), so pages neither repeat nor skip while the answers stay the same.
 */
export async function rankedPage<Row>(
  read: (range: { offset: number; limit: number }) => Promise<Row[]>,
  page: { limit: number; cursor?: string },
): Promise<KeysetPage<Row>> {
  const offset = page.cursor === undefined ? 0 : positionOf(page.cursor);
  const rows = await read({ offset, limit: page.limit + 1 });
  const more = rows.length > page.limit;
  return {
    rows: more ? rows.slice(0, page.limit) : rows,
    nextCursor: more ? encodeCursor(`at:${offset + page.limit}`) : null,
  };
}

function positionOf(cursor: string): number {
  const match = /^at:(\d{1,6})$/.exec(decodeCursor(cursor));
  if (!match) {
    throw new ValidationError(
      'cursor is not valid: pass the nextCursor of the previous page',
      'invalid_cursor',
    );
  }
  return Number(match[1]);
}
