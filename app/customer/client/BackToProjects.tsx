import { NavButton } from '../../ui/NavButton';
import * as styles from './clientDashboard.css';

/**
 * A customer's way back to their projects. Employees get the dashboard tabs in the top
 * bar instead (AdminTabs).
 */
export function BackToProjects() {
  return (
    <nav aria-label="Customer dashboard" className={styles.nav}>
      <NavButton to="/customer" variant="ghost" size="sm">
        ← Back to your projects
      </NavButton>
    </nav>
  );
}
