import { NotBuiltYet } from '../shell/NotBuiltYet';

export function CustomerHomePage() {
  return <NotBuiltYet screen="Customer dashboard" />;
}
