import { Header, MenuSection } from 'react-aria-components';
import { useLogout } from '../auth/useAuthMutations';
import { useCurrentUser } from '../auth/useCurrentUser';
import { container } from '../marketing/shared/layout.css';
import { Menu, MenuItem } from '../ui/Menu';
import { NavButton } from '../ui/NavButton';
import * as styles from './AdminTopBar.css';
import {
  customerDashboardPath,
  DEMO_INTERVIEW_ID,
  expertInterviewPath,
  SAMPLE_CLIENT,
} from './adminLinks';

const TABS = [
  { to: '/admin', label: 'Employee Dashboard' },
  { to: expertInterviewPath(DEMO_INTERVIEW_ID), label: 'Expert interview' },
  { to: customerDashboardPath(SAMPLE_CLIENT), label: 'Customer Dashboard' },
] as const;

/**
 * The employee top bar (spec section 2): brand, the Employee Dashboard tab (current),
 * links to the demo expert interview and a sample client's dashboard, and the user menu.
 */
export function AdminTopBar() {
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <p className={styles.brand}>Parley</p>
        <nav aria-label="Main" className={styles.tabs}>
          {TABS.map((tab) => (
            <NavButton
              key={tab.to}
              to={tab.to}
              variant="ghost"
              size="sm"
              aria-current={tab.to === '/admin' ? 'page' : undefined}
              className={styles.tab}
            >
              {tab.label}
            </NavButton>
          ))}
        </nav>
        <span className={styles.spacer} />
        <UserMenu />
      </div>
    </header>
  );
}

function UserMenu() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const name = user?.fullName || user?.username || 'Admin';
  const signOut = () =>
    // A full load of the home page: the guard would otherwise send a freshly signed-out
    // visitor from /admin to /auth first. A failure shows useLogout's toast.
    logout.mutateAsync().then(
      () => window.location.assign('/'),
      () => {},
    );
  return (
    <Menu
      label="Admin"
      aria-label={`Admin menu, signed in as ${name}`}
      variant="secondary"
      size="sm"
    >
      <MenuSection>
        <Header className={styles.signedInAs}>Signed in as {name}</Header>
        <MenuItem id="logout" onAction={signOut} tone="danger">
          {logout.isPending ? 'Signing out...' : 'Logout'}
        </MenuItem>
      </MenuSection>
    </Menu>
  );
}
