import type { Interview } from '../../../../sync/contract/interviews';
import type { Project } from '../../../../sync/contract/projects';

/** Placeholder until the Interview Transcripts tab is built. */
export function TranscriptsTab(_props: { project: Project; interviews: Interview[] }) {
  return <p>Interview Transcripts: not built yet.</p>;
}
