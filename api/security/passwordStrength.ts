import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../../sync/contract';
import { isPublishedDemoPassword } from './demoPasswords';

/** What production asks of a password an operator sets for an account (user:create). */
export const MIN_PRODUCTION_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 200;

export interface PasswordContext {
  production: boolean;
  username: string;
}

/**
 * Why a password set outside the app is not good enough, or null when it is. Length is
 * what counts (NIST SP 800-63B): no composition rules, but never the published demo
 * password, nor the username.
 */
export function passwordProblem(password: string, { production, username }: PasswordContext) {
  if (isPublishedDemoPassword(password)) {
    return 'That is the published demo password: choose one of your own.';
  }
  const minimum = production ? MIN_PRODUCTION_PASSWORD_LENGTH : MIN_PASSWORD_LENGTH;
  if (password.length < minimum) {
    return production
      ? `In production a password must be at least ${minimum} characters.`
      : PASSWORD_TOO_SHORT;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `A password must be ${MAX_PASSWORD_LENGTH} characters or less.`;
  }
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) {
    return 'The password must not be the username.';
  }
  return null;
}
