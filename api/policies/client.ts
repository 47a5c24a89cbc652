import type { User } from '../models';

/**
 * The client a signed-in user may see data for: every client for admins, the
 * account's clientAccess (else company) for customers, none for anyone else.
 */
export function canAccessClient(user: User, client: string): boolean {
  if (user.role === 'admin') return true;
  if (user.role !== 'customer') return false;
  const scoped = user.scopedClient;
  return scoped !== null && scoped === client.trim();
}

/** Applies the same rule to a list query: `null` means "no restriction" (admin). */
export function clientFilter(user: User): string[] | null {
  if (user.role === 'admin') return null;
  if (user.role === 'customer' && user.scopedClient) return [user.scopedClient];
  return [];
}
