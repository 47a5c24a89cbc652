import { NotBuiltYet } from '../shell/NotBuiltYet';

export function InterviewSessionPage() {
  return <NotBuiltYet screen="Expert interview" />;
}
