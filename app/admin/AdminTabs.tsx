import { NavButton } from '../ui/NavButton';
import * as styles from './AdminTabs.css';
import {
  customerDashboardPath,
  DEMO_INTERVIEW_ID,
  expertInterviewPath,
  SAMPLE_CLIENT,
} from './adminLinks';

export type AdminTab = 'employee' | 'expert' | 'customer';

const TABS: readonly { id: AdminTab; to: string; label: string }[] = [
  { id: 'employee', to: '/admin', label: 'Employee Dashboard' },
  { id: 'expert', to: expertInterviewPath(DEMO_INTERVIEW_ID), label: 'Expert interview' },
  { id: 'customer', to: customerDashboardPath(SAMPLE_CLIENT), label: 'Customer Dashboard' },
];

/**
 * The employee top bar's tabs (spec section 2): the Employee Dashboard, the demo
 * expert interview and a sample client's dashboard, the current one highlighted.
 */
export function AdminTabs({ current }: { current: AdminTab }) {
  return (
    <nav aria-label="Main" className={styles.tabs}>
      {TABS.map((tab) => (
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
