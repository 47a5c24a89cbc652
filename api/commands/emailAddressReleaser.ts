import type { Knex } from 'knex';
import { User } from '../models';

/**
 * Takes `email` away from unverified expert accounts (other than `keepUserId`).
 *
 * An address is only claimed, not owned, until someone proves the mailbox; so a
 * stranger's unverified signup must not keep the real owner out. Whoever signs up
 * next with the address, or opens a verification link for it, takes it over; the
 * earlier account keeps nothing it could use the address for: its e-mail is cleared
 * and, where the address was its username, the username becomes its id. The earlier
 * holder, if they own the mailbox after all, gets it back by opening their own link.
 */
export async function releaseUnverifiedAddress(
  trx: Knex.Transaction,
  email: string,
  keepUserId?: string,
): Promise<void> {
  const holders = await User.query(trx)
    .whereRaw('lower(email) = lower(?)', [email])
    .whereNull('email_verified_at')
    .where('role', 'expert')
    .modify((query) => {
      if (keepUserId) query.whereNot('id', keepUserId);
    })
    .forUpdate();
  for (const holder of holders) {
    await User.query(trx)
      .findById(holder.id)
      .patch({
        email: null,
        username: sameAddress(holder.username, email) ? holder.id : holder.username,
      });
  }
}

export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}
