import { type PointerEvent, useEffect, useRef, useState } from 'react';
import {
  Header,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Menu as RacMenu,
} from 'react-aria-components';
import { useLogout } from '../../auth/useAuthMutations';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { Button } from '../../ui/Button';
import { Chevron } from '../../ui/Chevron';
import * as menuStyles from '../../ui/Menu.css';
import * as popoverStyles from '../../ui/Popover.css';
import { businessLinks, LOGIN_PATH, primaryLinks } from './destinations';
import * as styles from './MarketingNav.css';
import { MenuIcon } from './MenuIcon';

/**
 * The navigation's interactive pieces, in their own chunk (see MarketingNav). The design
 * system's Menu opens on press only; the For Businesses dropdown must also open on
 * hover, so it is built from the same react-aria parts and the same styles.
 */

/** Long enough to cross the gap from the trigger to the popover without it closing. */
const HOVER_CLOSE_DELAY_MS = 200;

export function BusinessesMenu() {
  const [isOpen, setOpen] = useState(false);
  // Opened by hovering: focus stays where it was. Opened by press or keyboard (Enter,
  // Space, ArrowDown): react-aria moves focus into the menu and back on Escape.
  const [openedByHover, setOpenedByHover] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!isOpen) {
      setOpenedByHover(true);
      setOpen(true);
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  const onOpenChange = (open: boolean) => {
    clearTimeout(closeTimer.current);
    if (open) setOpenedByHover(false);
    setOpen(open);
  };

  return (
    <div onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        <Button variant="ghost" size="sm" className={styles.navLink}>
          For Businesses
          <Chevron />
        </Button>
        {/* Hover-opened it is non-modal: a modal popover lays an underlay over the page,
            which would count as leaving the trigger and close it at once. Opened by a
            press, a tap or the keyboard it is modal: a tap outside closes it. */}
        <Popover
          isNonModal={openedByHover}
          placement="bottom start"
          offset={6}
          className={popoverStyles.popover}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          <RacMenu className={menuStyles.menu} {...(openedByHover ? { autoFocus: false } : {})}>
            {businessLinks.map((link) => (
              <MenuItem key={link.to} id={link.to} href={link.to} className={popoverStyles.item}>
                {link.label}
              </MenuItem>
            ))}
          </RacMenu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}

/** Everything the desktop bar shows, as one menu for phones. */
export function PhoneMenu() {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" className={styles.navLink}>
        Menu
        <MenuIcon />
      </Button>
      <Popover placement="bottom end" offset={6} className={popoverStyles.popover}>
        <RacMenu className={`${menuStyles.menu} ${styles.phoneMenu}`}>
          <MenuSection className={styles.menuSection}>
            <Header className={styles.menuHeader}>For Businesses</Header>
            {businessLinks.map((link) => (
              <MenuItem key={link.to} id={link.to} href={link.to} className={popoverStyles.item}>
                {link.label}
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSection className={styles.menuSection}>
            {primaryLinks.map((link) => (
              <MenuItem key={link.to} id={link.to} href={link.to} className={popoverStyles.item}>
                {link.label}
              </MenuItem>
            ))}
            {user ? (
              <MenuItem id="logout" onAction={() => logout.mutate()} className={popoverStyles.item}>
                Logout
              </MenuItem>
            ) : (
              <MenuItem id="login" href={LOGIN_PATH} className={popoverStyles.item}>
                Login
              </MenuItem>
            )}
          </MenuSection>
        </RacMenu>
      </Popover>
    </MenuTrigger>
  );
}

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="ghost"
      size="sm"
      className={styles.navLink}
      isPending={logout.isPending}
      pendingLabel="Logging out..."
      onPress={() => logout.mutate()}
    >
      Logout
    </Button>
  );
}
