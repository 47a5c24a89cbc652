import type { ReactNode } from 'react';
import {
  MenuTrigger,
  Popover,
  Menu as RacMenu,
  MenuItem as RacMenuItem,
  type MenuItemProps as RacMenuItemProps,
  Separator,
} from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { Chevron } from './Chevron';
import * as styles from './Menu.css';
import * as popoverStyles from './Popover.css';

export interface MenuProps {
  /** What the trigger button shows (e.g. the user's name). */
  label: ReactNode;
  /** The trigger's accessible name when `label` is not text enough (e.g. 'User menu'). */
  'aria-label'?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  /** While an action the menu started runs: the trigger shows `pendingLabel` and cannot open. */
  isPending?: boolean;
  pendingLabel?: string;
  children: ReactNode;
}

/**
 * A button that opens a menu of actions (the user menu with Logout). Arrow keys move,
 * Enter picks, Escape closes and returns focus to the button. Fill it with `MenuItem`s.
 */
export function Menu({
  label,
  'aria-label': ariaLabel,
  variant = 'ghost',
  size = 'md',
  placement = 'bottom end',
  isPending,
  pendingLabel,
  children,
}: MenuProps) {
  return (
    <MenuTrigger>
      <Button
        variant={variant}
        size={size}
        aria-label={ariaLabel}
        isPending={isPending}
        pendingLabel={pendingLabel}
      >
        {label}
        <Chevron />
      </Button>
      <Popover className={popoverStyles.popover} placement={placement} offset={6}>
        <RacMenu className={styles.menu}>{children}</RacMenu>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends Omit<RacMenuItemProps, 'className' | 'style'> {
  /** Destructive actions read in the danger colour. */
  tone?: 'default' | 'danger';
}

/** One action in a Menu: `onAction` for actions, `href` for navigation. */
export function MenuItem({ tone = 'default', ...props }: MenuItemProps) {
  return (
    <RacMenuItem
      {...props}
      className={`${popoverStyles.item} ${tone === 'danger' ? styles.danger : ''}`}
    />
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
