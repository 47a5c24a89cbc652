import { AudiencePage } from '../shared/AudiencePage';
import { copy } from './copy';

/** /marketing: the marketers' page (spec section 2). */
export function MarketersPage() {
  return <AudiencePage copy={copy} />;
}
