import type { ReactNode } from 'react';
import type { User } from '../../sync/contract/auth';
import { useLogout } from '../auth/useAuthMutations';
import { BrandMark } from '../marketing/shared/BrandMark';
import { Badge } from '../ui/Badge';
import { Link } from '../ui/Link';
import { Menu, MenuItem } from '../ui/Menu';
import * as styles from './DashboardShell.css';

/** How a dashboard greets and names the user: full name, else e-mail, else username. */
export function displayName(user: Pick<User, 'fullName' | 'email' | 'username'>): string {
  return user.fullName || user.email || user.username;
}

/** "Casey Customer" → "CC"; an e-mail or a username, one word, gives its first letter. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * A signed-in dashboard: the top bar (brand, which dashboard this is, the user menu
 * with Logout) above the page's heading, lead and content.
 */
export function DashboardShell({
  user,
  badge,
  nav,
  title,
  lead,
  actions,
  children,
}: {
  user: User | null | undefined;
  /** Which dashboard this is: 'Customer Dashboard', 'Expert Dashboard'. */
  badge?: string;
  /** Links to the other dashboards (the employee tabs), in the top bar. */
  nav?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Beside the heading (e.g. 'New Project'). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={nav ? `${styles.barInner} ${styles.barInnerWithNav}` : styles.barInner}>
          <Link href="/" variant="subtle" className={styles.brand}>
            <BrandMark className={styles.brandMark} />
            <span className={styles.brandName}>Parley</span>
          </Link>
          {badge && <Badge tone="accent">{badge}</Badge>}
          {nav && <div className={styles.nav}>{nav}</div>}
          <span className={styles.spacer} />
          {user && <UserMenu user={user} />}
        </div>
      </header>
      <main className={styles.main}>
        <div className={styles.intro}>
          <div>
            <h1 className={styles.heading}>{title}</h1>
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}

/** Employees see an 'Admin' label (spec section 2); everyone else their initials and name. */
function UserMenu({ user }: { user: User }) {
  // A full load of the home page, so nothing of this account stays in memory.
  const logout = useLogout({ reloadTo: '/' });
  const name = displayName(user);
  const isAdmin = user.role === 'admin';
  return (
    <Menu
      aria-label={isAdmin ? `Admin menu, signed in as ${name}` : `Account menu for ${name}`}
      label={
        <>
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(name)}
          </span>
          <span className={styles.userName}>{isAdmin ? 'Admin' : name}</span>
        </>
      }
    >
      <MenuItem href="/settings/tokens">API tokens</MenuItem>
      <MenuItem onAction={() => logout.mutate()}>Logout</MenuItem>
    </Menu>
  );
}
