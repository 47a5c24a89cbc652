// No zod here: the interview screen reads this, and importing it from session.ts brought
// the whole of zod (~24 kB gzip) into the interview's first load.
import type { SessionQuestion } from './session';

/** The question's kind, also for a question cached before `questionKind` was sent. */
export function questionKindOf(question: Pick<SessionQuestion, 'questionKind' | 'questionType'>) {
  return question.questionKind ?? question.questionType;
}
