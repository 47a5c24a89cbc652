import { NotBuiltYet } from '../shell/NotBuiltYet';

export function ExpertDashboardPage() {
  return <NotBuiltYet screen="Expert dashboard" />;
}
