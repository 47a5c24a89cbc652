import type { KeysetOrder } from './keysetPage';

/** The interview lists' orders, shared by the research and the expert routes. */
export const NEWEST_INTERVIEWS_FIRST: KeysetOrder = {
  table: 'interviews',
  keys: ['interviews.created_at', 'interviews.id'],
  direction: 'desc',
};

/** Last finished first. A completed interview without a completion time (none should be) sorts last. */
export const LAST_COMPLETED_FIRST: KeysetOrder = {
  table: 'interviews',
  keys: [
    "coalesce(interviews.completed_at, '-infinity'::timestamptz)",
    'interviews.created_at',
    'interviews.id',
  ],
  direction: 'desc',
};
