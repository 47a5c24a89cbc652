import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Project } from '../../../sync/contract/projects';
import { Spinner } from '../../ui/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import type { OpenCitation } from './citations/CitationButton';
import { KeyInsightsTab } from './insights/KeyInsightsTab';
import * as styles from './projectDashboard.css';
import { PROJECT_TABS, type ProjectTabId, tabFromSearch } from './projectTabs';

// The other tabs load when first opened: AI Q&A brings DOMPurify, Custom Analysis its
// charts, and neither belongs in the chunk of a page opened on Key Insights.
const AiQaTab = lazy(async () => ({ default: (await import('./qa/AiQaTab')).AiQaTab }));
const TranscriptsTab = lazy(async () => ({
  default: (await import('./transcripts/TranscriptsTab')).TranscriptsTab,
}));
const CustomAnalysisTab = lazy(async () => ({
  default: (await import('./analysis/CustomAnalysisTab')).CustomAnalysisTab,
}));

/**
 * The four tabs. The selected one is `?tab=` in the address (replaced, not pushed, so
 * Back still leaves the page), so a reload or a shared link opens the same tab.
 */
export function ProjectTabs({
  project,
  interviewCount,
  interviewsWithAnswers,
  onOpenCitation,
}: {
  project: Project;
  /** From the project's figures (counted on the server); null until they arrive. */
  interviewCount: number | null;
  interviewsWithAnswers: number | null;
  onOpenCitation: OpenCitation;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = tabFromSearch(searchParams.get('tab'));
  // AI Q&A stays mounted once opened, so its answers survive a look at another tab.
  const [keepQa, setKeepQa] = useState(selected === 'ai-qa');
  if (selected === 'ai-qa' && !keepQa) setKeepQa(true);

  const select = (key: ProjectTabId) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => select(tabFromSearch(String(key)))}>
      <TabList aria-label="Project dashboard">
        {PROJECT_TABS.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="insights">
        <KeyInsightsTab
          project={project}
          interviewsWithAnswers={interviewsWithAnswers}
          onOpenCitation={onOpenCitation}
        />
      </TabPanel>
      <TabPanel id="ai-qa" shouldForceMount={keepQa} className={styles.keptPanel}>
        <Lazy>
          <AiQaTab project={project} onOpenCitation={onOpenCitation} />
        </Lazy>
      </TabPanel>
      <TabPanel id="transcripts">
        <Lazy>
          <TranscriptsTab project={project} interviewCount={interviewCount} />
        </Lazy>
      </TabPanel>
      <TabPanel id="analysis">
        <Lazy>
          <CustomAnalysisTab project={project} />
        </Lazy>
      </TabPanel>
    </Tabs>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PanelSpinner />}>{children}</Suspense>;
}

function PanelSpinner() {
  return (
    <div className={styles.fallback}>
      <Spinner label="Loading tab" />
    </div>
  );
}
