import { HARBOR_BANK, MERIDIAN_CAPITAL } from './clients';
import type { DemoAccount } from './types';

export const DEMO_EXPERT_USER_ID = 'usr_demo_expert';
export const DEMO_EXPERT_EMAIL = 'expert@parley.test';

/** One account per role, plus a second client to show that customers see only their own data. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: 'usr_demo_admin', username: 'admin', role: 'admin', fullName: 'Avery Admin' },
  {
    id: DEMO_EXPERT_USER_ID,
    username: 'expert',
    role: 'expert',
    email: DEMO_EXPERT_EMAIL,
    fullName: 'Elena Expert',
  },
  {
    id: 'usr_demo_customer',
    username: 'customer',
    role: 'customer',
    fullName: 'Casey Customer',
    company: MERIDIAN_CAPITAL,
    clientAccess: MERIDIAN_CAPITAL,
  },
  {
    id: 'usr_demo_customer2',
    username: 'customer2',
    role: 'customer',
    fullName: 'Harper Customer',
    company: HARBOR_BANK,
    clientAccess: HARBOR_BANK,
  },
];
