import {
  Tab as RacTab,
  TabList as RacTabList,
  TabPanel as RacTabPanel,
  Tabs as RacTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

type Styled<P> = Omit<P, 'className' | 'style'> & { className?: string };

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * Tabs: arrow keys move between tabs, Home/End jump, selection follows focus. Compose
 * `<Tabs><TabList aria-label>…<Tab id>…</TabList><TabPanel id>…</TabPanel></Tabs>`;
 * control with `selectedKey` / `onSelectionChange` when something else follows the tab.
 */
export function Tabs({ className, ...props }: Styled<TabsProps>) {
  return <RacTabs {...props} className={join(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: Styled<TabListProps<T>>) {
  return <RacTabList {...props} className={join(styles.tabList, className)} />;
}

export function Tab({ className, ...props }: Styled<TabProps>) {
  return <RacTab {...props} className={join(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: Styled<TabPanelProps>) {
  return <RacTabPanel {...props} className={join(styles.tabPanel, className)} />;
}
