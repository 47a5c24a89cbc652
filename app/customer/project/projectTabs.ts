/**
 * The project dashboard's four tabs (spec section 2), in the spec's order. The id is
 * what `?tab=` holds, so a reload or a shared link opens the same tab.
 */
export const PROJECT_TABS = [
  { id: 'insights', label: 'Key Insights' },
  { id: 'ai-qa', label: 'AI Q&A' },
  { id: 'transcripts', label: 'Interview Transcripts' },
  { id: 'analysis', label: 'Custom Analysis' },
] as const;

export type ProjectTabId = (typeof PROJECT_TABS)[number]['id'];

export const DEFAULT_PROJECT_TAB: ProjectTabId = 'insights';

/** The tab `?tab=` names; a missing or unknown value opens Key Insights. */
export function tabFromSearch(value: string | null): ProjectTabId {
  return PROJECT_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_PROJECT_TAB;
}
