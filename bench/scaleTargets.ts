import { MERIDIAN_CAPITAL } from '../api/db/seeds/content/clients';
import { PAGE_DEFAULT } from '../sync/contract/pagination';
import { DEMO_INTERVIEW_ID } from './client';

/**
 * The read endpoints issue 16 budgets: each list's first page at the default size
 * (sync/contract/pagination.ts), and the dashboards' figures (GET /api/figures for the
 * employee and customer dashboards, api/figures/; the client dashboard's own endpoint).
 * The customer's interview list is GET /api/interviews signed in as the customer.
 */

export type Reader = 'admin' | 'customer' | 'link';

export interface ScaleTarget {
  /** Names the endpoint in the captured SQL and the bare server's path. */
  key: string;
  name: string;
  path: string;
  as: Reader;
  /** Issue 16's p95 budget for this kind of read. */
  p95BudgetMs: number;
}

const LIST_P95_MS = 50;
const DASHBOARD_P95_MS = 150;
/** A word of the demo answers (and so of the 50,000 made from them): search has matches to rank. */
export const SEARCH_WORD = 'regulation';
const client = encodeURIComponent(MERIDIAN_CAPITAL);

export const SCALE_TARGETS: ScaleTarget[] = [
  {
    key: 'projects-admin',
    name: `GET /api/projects?limit=${PAGE_DEFAULT} (admin)`,
    path: `/api/projects?limit=${PAGE_DEFAULT}`,
    as: 'admin',
    p95BudgetMs: LIST_P95_MS,
  },
  {
    key: 'interviews-admin',
    name: `GET /api/interviews?limit=${PAGE_DEFAULT} (admin)`,
    path: `/api/interviews?limit=${PAGE_DEFAULT}`,
    as: 'admin',
    p95BudgetMs: LIST_P95_MS,
  },
  {
    key: 'interviews-customer',
    name: `GET /api/interviews?limit=${PAGE_DEFAULT} (customer)`,
    path: `/api/interviews?limit=${PAGE_DEFAULT}`,
    as: 'customer',
    p95BudgetMs: LIST_P95_MS,
  },
  {
    key: 'search-customer',
    name: `GET /api/search?q=${SEARCH_WORD} (customer)`,
    path: `/api/search?q=${SEARCH_WORD}&client=${client}&limit=${PAGE_DEFAULT}`,
    as: 'customer',
    p95BudgetMs: LIST_P95_MS,
  },
  {
    key: 'figures-admin',
    name: 'GET /api/figures (admin dashboard)',
    path: '/api/figures',
    as: 'admin',
    p95BudgetMs: DASHBOARD_P95_MS,
  },
  {
    key: 'figures-customer',
    name: 'GET /api/figures (customer home)',
    path: '/api/figures',
    as: 'customer',
    p95BudgetMs: DASHBOARD_P95_MS,
  },
  {
    key: 'dashboard-customer',
    name: 'GET /api/customer/{client}/dashboard (customer)',
    path: `/api/customer/${client}/dashboard`,
    as: 'customer',
    p95BudgetMs: DASHBOARD_P95_MS,
  },
  {
    key: 'current-question',
    name: 'GET /api/expert/{id}/current-question (link)',
    path: `/api/expert/${DEMO_INTERVIEW_ID}/current-question`,
    as: 'link',
    p95BudgetMs: LIST_P95_MS,
  },
];
