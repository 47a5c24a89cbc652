import { NotBuiltYet } from '../../shell/NotBuiltYet';

export function ClientDashboardPage(_props: { client: string }) {
  return <NotBuiltYet screen="Client dashboard" />;
}
