import { AudiencePage } from '../shared/AudiencePage';
import { copy } from './copy';

/** /r&d: the researchers' page (spec section 2). */
export function ResearchersPage() {
  return <AudiencePage copy={copy} />;
}
