import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { dashboardPath } from '../../auth/homeFor';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { Chevron } from '../../ui/Chevron';
import { Link } from '../../ui/Link';
import { NavButton } from '../../ui/NavButton';
import { BrandMark } from './BrandMark';
import { BOOK_DEMO_PATH, businessLinks, LOGIN_PATH, primaryLinks } from './destinations';
import * as layout from './layout.css';
import * as styles from './MarketingNav.css';
import { MenuIcon } from './MenuIcon';
import { MenuPlaceholder } from './MenuPlaceholder';

type NavMenus = typeof import('./NavMenus');

/**
 * The dropdowns and Logout use react-aria's menu and popover machinery (~30 kB gzip),
 * more than the home page's whole budget. They load in their own chunk right after the
 * page renders; until then a look-alike placeholder holds their place.
 */
function deferred<K extends keyof NavMenus>(name: K, ifUnavailable: ComponentType): ComponentType {
  return lazy(() =>
    import('./NavMenus').then(
      (module) => ({ default: module[name] as ComponentType }),
      // A chunk that fails to load (offline, a deploy in between) must not take the
      // page down: the plain links still work.
      () => ({ default: ifUnavailable }),
    ),
  );
}

function BusinessLinks() {
  return businessLinks.map((link) => (
    <NavButton key={link.to} to={link.to} variant="ghost" size="sm" className={styles.navLink}>
      {link.label}
    </NavButton>
  ));
}

const Nothing = () => null;
const BusinessesMenu = deferred('BusinessesMenu', BusinessLinks);
const PhoneMenu = deferred('PhoneMenu', Nothing);
const LogoutButton = deferred('LogoutButton', Nothing);

export function MarketingNav({ overHero = false }: { overHero?: boolean }) {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const current = (to: string) => (pathname === to ? 'page' : undefined);

  return (
    <header className={overHero ? styles.header.overHero : styles.header.solid}>
      <nav aria-label="Main" className={`${layout.container} ${styles.nav}`}>
        <Link href="/" className={styles.brand} aria-label="Parley home">
          <BrandMark className={styles.brandMark} />
          Parley
        </Link>
        <div className={styles.desktopOnly}>
          <Suspense fallback={<MenuPlaceholder label="For Businesses" icon={<Chevron />} />}>
            <BusinessesMenu />
          </Suspense>
          {primaryLinks.map((link) => (
            <NavButton
              key={link.to}
              to={link.to}
              variant="ghost"
              size="sm"
              aria-current={current(link.to)}
              className={styles.navLink}
            >
              {link.label}
            </NavButton>
          ))}
        </div>
        <div className={styles.spacer} />
        <div className={styles.actions}>
          {user ? (
            <>
              <NavButton to={dashboardPath(user)} variant="secondary" size="sm">
                Dashboard
              </NavButton>
              <span className={styles.desktopOnly}>
                <Suspense fallback={<MenuPlaceholder label="Logout" />}>
                  <LogoutButton />
                </Suspense>
              </span>
            </>
          ) : (
            <>
              <span className={styles.desktopOnly}>
                <NavButton to={LOGIN_PATH} variant="ghost" size="sm" className={styles.navLink}>
                  Login
                </NavButton>
              </span>
              <NavButton to={BOOK_DEMO_PATH} variant="primary" size="sm">
                Book a Demo
              </NavButton>
            </>
          )}
          <span className={styles.phoneOnly}>
            <Suspense fallback={<MenuPlaceholder label="Menu" icon={<MenuIcon />} />}>
              <PhoneMenu />
            </Suspense>
          </span>
        </div>
      </nav>
    </header>
  );
}
