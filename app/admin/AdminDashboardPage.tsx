import { NotBuiltYet } from '../shell/NotBuiltYet';

export function AdminDashboardPage() {
  return <NotBuiltYet screen="Employee dashboard" />;
}
