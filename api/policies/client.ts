import type { User } from '../models';

/**
 * The client a signed-in user may see data for: every client for admins, the
 * account's granted clientAccess for customers (never the company they typed), none
 * for anyone else. Names compare exactly, after trimming the requested one: grants
 * store the spelling Parley already uses for a client.
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

/** The directory of every client and its members is for Parley's own staff. */
export function canListClients(user: User): boolean {
  return user.role === 'admin';
}

/**
 * Who may let someone into a client (grant, approve or decline a request): admins,
 * and the client's existing members for their own client only.
 */
export function canManageClientAccess(user: User, client: string): boolean {
  return canAccessClient(user, client);
}

/** Taking access away is for admins: a member must not be able to lock colleagues out. */
export function canRemoveClientMember(user: User): boolean {
  return user.role === 'admin';
}
