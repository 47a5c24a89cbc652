import { useState } from 'react';
import {
  Accordion,
  AccordionItem,
  Button,
  Disclosure,
  Menu,
  MenuItem,
  MenuSeparator,
  ProgressBar,
  Skeleton,
  SkeletonText,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tooltip,
} from '../ui';
import * as styles from './Gallery.css';

/** The navigation and disclosure components of the gallery. */
export function GalleryMore() {
  const [lastAction, setLastAction] = useState('none');
  return (
    <>
      <section aria-labelledby="gallery-tabs" className={styles.section}>
        <h2 id="gallery-tabs" className={styles.sectionTitle}>
          Tabs
        </h2>
        <Tabs>
          <TabList aria-label="Research steps">
            <Tab id="define">Define</Tab>
            <Tab id="interview">Interview</Tab>
            <Tab id="analyse">Analyse</Tab>
          </TabList>
          <TabPanel id="define">Define the questions your team needs answered.</TabPanel>
          <TabPanel id="interview">Experts answer by voice, on their own time.</TabPanel>
          <TabPanel id="analyse">Ask the AI assistant what the interviews say.</TabPanel>
        </Tabs>
      </section>

      <section aria-labelledby="gallery-accordion" className={styles.section}>
        <h2 id="gallery-accordion" className={styles.sectionTitle}>
          Accordion
        </h2>
        <Accordion>
          <AccordionItem id="what" title="What is Parley?">
            A platform that turns expert interviews into AI assistants.
          </AccordionItem>
          <AccordionItem id="anonymous" title="Is my interview anonymised?">
            Yes. Your name and employer are never shown to clients.
          </AccordionItem>
          <AccordionItem id="use" title="How is my interview used?">
            Your answers ground the assistant a client asks questions of.
          </AccordionItem>
        </Accordion>
        <Disclosure title="View Previous Questions (2)">
          <p>Q1: What changed this year? — We centralised purchasing.</p>
        </Disclosure>
      </section>

      <section aria-labelledby="gallery-menus" className={styles.section}>
        <h2 id="gallery-menus" className={styles.sectionTitle}>
          Menu and tooltip
        </h2>
        <div className={styles.row}>
          <Menu label="Dana Whitfield" aria-label="User menu" variant="secondary">
            <MenuItem onAction={() => setLastAction('profile')}>Profile</MenuItem>
            <MenuSeparator />
            <MenuItem tone="danger" onAction={() => setLastAction('logout')}>
              Logout
            </MenuItem>
          </Menu>
          <span className={styles.muted}>Last menu action: {lastAction}</span>
          <Tooltip content="Copies the interview link">
            <Button variant="ghost">Copy link</Button>
          </Tooltip>
        </div>
      </section>

      <section aria-labelledby="gallery-progress" className={styles.section}>
        <h2 id="gallery-progress" className={styles.sectionTitle}>
          Progress and loading
        </h2>
        <div className={styles.grid}>
          <ProgressBar label="Interview progress" value={3} maxValue={10} valueLabel="3/10" />
          <ProgressBar label="Completion rate" value={67} tone="success" />
          <section aria-busy="true" aria-label="Loading projects">
            <Skeleton height="1.4em" width="50%" />
            <div style={{ height: 8 }} />
            <SkeletonText lines={3} />
          </section>
        </div>
      </section>
    </>
  );
}
