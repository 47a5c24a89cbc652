import { NotBuiltYet } from '../shell/NotBuiltYet';

export function ClientOrProjectPage() {
  return <NotBuiltYet screen="Client dashboard" />;
}
