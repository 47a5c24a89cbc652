import { NavButton } from '../ui/NavButton';
import * as styles from './AdminTabs.css';
import {
  customerDashboardPath,
  DEMO_INTERVIEW_ID,
  expertInterviewPath,
  SAMPLE_CLIENT,
} from './adminLinks';

export type AdminTab = 'audit' | 'employee' | 'expert' | 'customer' | 'outbox' | 'clients' | 'jobs';

export interface AdminTabLink {
  id: AdminTab;
  to: string;
  label: string;
}

/** The employee dashboard's tabs (spec section 2). */
export const EMPLOYEE_DASHBOARD_TABS: readonly AdminTabLink[] = [
  { id: 'employee', to: '/admin', label: 'Employee Dashboard' },
  { id: 'expert', to: expertInterviewPath(DEMO_INTERVIEW_ID), label: 'Expert interview' },
  { id: 'customer', to: customerDashboardPath(SAMPLE_CLIENT), label: 'Customer Dashboard' },
  { id: 'outbox', to: '/admin/outbox', label: 'Outbox' },
  // Who belongs to which client: access is granted there, never claimed.
  { id: 'clients', to: '/admin/clients', label: 'Clients' },
  // Who did what, from where: sign-ins, access changes, tokens, exports.
  { id: 'audit', to: '/admin/audit', label: 'Audit trail' },
  // Background work that used up its retries, and its retry.
  { id: 'jobs', to: '/admin/jobs', label: 'Failed jobs' },
];

/**
 * The client dashboard's tabs as an employee sees them (spec section 2): 'Expert
 * Interface' opens /expert/demo, and 'Customer Dashboard' is this client's page. The
 * spec's "/" for the Employee Dashboard is the marketing home for a signed-in admin, so
 * it leads to /admin.
 */
export function clientDashboardTabs(client: string): readonly AdminTabLink[] {
  return [
    EMPLOYEE_DASHBOARD_TABS[0]!,
    { id: 'expert', to: expertInterviewPath('demo'), label: 'Expert Interface' },
    { id: 'customer', to: customerDashboardPath(client), label: 'Customer Dashboard' },
  ];
}

/** The employee top bar's tabs, the current one highlighted. */
export function AdminTabs({
  current,
  tabs = EMPLOYEE_DASHBOARD_TABS,
}: {
  current: AdminTab;
  tabs?: readonly AdminTabLink[];
}) {
  return (
    <nav aria-label="Main" className={styles.tabs}>
      {tabs.map((tab) => (
        <NavButton
          key={tab.id}
          to={tab.to}
          variant="ghost"
          size="sm"
          aria-current={tab.id === current ? 'page' : undefined}
          className={styles.tab}
        >
          {tab.label}
        </NavButton>
      ))}
    </nav>
  );
}
