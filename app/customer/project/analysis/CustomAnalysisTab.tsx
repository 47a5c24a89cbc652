import type { Project } from '../../../../sync/contract/projects';

/** Placeholder until the Custom Analysis tab is built. */
export function CustomAnalysisTab(_props: { project: Project }) {
  return <p>Custom Analysis: not built yet.</p>;
}
