import type { Interview, User } from '../models';
import { canAccessClient } from './client';

export function canCreateInterview(user: User): boolean {
  return user.role === 'admin';
}

/** Ending an interview for everyone is the research team's call, not the client's. */
export function canCloseInterview(user: User): boolean {
  return user.role === 'admin';
}

/** Admins, the interview's client, and the expert it was made for. */
export function canReadInterview(user: User, interview: Interview): boolean {
  if (user.role === 'expert') return isExpertOf(user, interview);
  return canAccessClient(user, interview.client);
}

/**
 * An expert owns an interview bound to their user id (bindings are only made to an
 * account that verified the interview's address), or sent to their e-mail address
 * once they have verified it. An unverified address proves nothing: anyone can type
 * someone else's e-mail into the signup form.
 */
export function isExpertOf(user: User, interview: Interview): boolean {
  if (user.role !== 'expert') return false;
  if (interview.expertUserId && interview.expertUserId === user.id) return true;
  return Boolean(
    user.email &&
      user.emailVerifiedAt &&
      user.email.toLowerCase() === interview.expertEmail.toLowerCase(),
  );
}
