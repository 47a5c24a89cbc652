import type { Interview, User } from '../models';
import { canAccessClient } from './client';

export function canCreateInterview(user: User): boolean {
  return user.role === 'admin';
}

/** Admins, the interview's client, and the expert it was made for. */
export function canReadInterview(user: User, interview: Interview): boolean {
  if (user.role === 'expert') return isExpertOf(user, interview);
  return canAccessClient(user, interview.client);
}

/** An expert owns an interview assigned to their user id, or to their e-mail address. */
export function isExpertOf(user: User, interview: Interview): boolean {
  if (user.role !== 'expert') return false;
  if (interview.expertUserId && interview.expertUserId === user.id) return true;
  return Boolean(user.email && user.email.toLowerCase() === interview.expertEmail.toLowerCase());
}
