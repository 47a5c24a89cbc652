import { Icon } from '../../ui/Icon';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { AutoplayVideo } from './AutoplayVideo';
import * as layout from './layout.css';
import * as sections from './sections.css';
import * as styles from './VideoTabs.css';
import type { VideoName } from './videos';

export interface VideoTab {
  /** The tab's label. */
  label: string;
  heading: string;
  body: string;
  points: readonly string[];
  video: VideoName;
}

export interface VideoTabsProps {
  id: string;
  title: string;
  intro?: string;
  tabs: readonly VideoTab[];
}

/**
 * A tab set where the selected tab's index picks both the text and the video shown
 * (spec section 2). Only the selected panel is mounted, so only its video can play.
 */
export function VideoTabs({ id, title, intro, tabs }: VideoTabsProps) {
  return (
    <section
      id={id}
      className={`${sections.section} ${sections.alternate}`}
      aria-labelledby={`${id}-title`}
    >
      <div className={layout.container}>
        <div className={sections.header}>
          <h2 id={`${id}-title`} className={sections.title}>
            {title}
          </h2>
          {intro && <p className={sections.lead}>{intro}</p>}
        </div>
        <Tabs>
          <TabList aria-label={title} className={styles.tabList}>
            {tabs.map((tab, index) => (
              <Tab key={tab.label} id={index} className={styles.tab}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {tabs.map((tab, index) => (
            <TabPanel key={tab.label} id={index} className={`${sections.split} ${styles.panel}`}>
              <div className={styles.text}>
                <h3 className={styles.heading}>{tab.heading}</h3>
                <p className={sections.body}>{tab.body}</p>
                <ul className={sections.checklist}>
                  {tab.points.map((point) => (
                    <li key={point} className={sections.checkItem}>
                      <span className={sections.checkMark}>
                        <Icon name="check" />
                      </span>
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
              <AutoplayVideo name={tab.video} />
            </TabPanel>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
