import { NotBuiltYet } from '../../shell/NotBuiltYet';

export function ProjectDashboardPage(_props: { projectId: string }) {
  return <NotBuiltYet screen="Project dashboard" />;
}
