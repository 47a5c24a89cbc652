import { describe, expect, it } from 'vitest';
import { PROJECT_TABS, tabFromSearch } from './projectTabs';

describe('tabFromSearch', () => {
  it('opens the tab ?tab= names', () => {
    for (const tab of PROJECT_TABS) expect(tabFromSearch(tab.id)).toBe(tab.id);
  });

  it('falls back to Key Insights for a missing or unknown tab', () => {
    expect(tabFromSearch(null)).toBe('insights');
    expect(tabFromSearch('')).toBe('insights');
    expect(tabFromSearch('Key Insights')).toBe('insights');
  });

  it("keeps the spec's labels in the spec's order", () => {
    expect(PROJECT_TABS.map((tab) => tab.label)).toEqual([
      'Key Insights',
      'AI Q&A',
      'Interview Transcripts',
      'Custom Analysis',
    ]);
  });
});
