import { AuthorizationError } from '../errors';

/** The password every demo account shares. The README publishes it, so anyone knows it. */
export const DEMO_PASSWORD = 'parley-demo';

/** Every password Parley has ever published for its demo accounts. */
const PUBLISHED_DEMO_PASSWORDS: ReadonlySet<string> = new Set([DEMO_PASSWORD]);

export const DEMO_PASSWORD_REFUSED =
  'This account still has the published demo password, which Parley never accepts in ' +
  'production. Ask an administrator for an account of your own.';

export function isPublishedDemoPassword(password: string): boolean {
  return PUBLISHED_DEMO_PASSWORDS.has(password);
}

/**
 * Called after the password has been verified: in production a correct demo password
 * still does not sign in, so a database copied from a demo (or seeded by mistake)
 * cannot be entered with the password the README gives everyone.
 */
export function refuseDemoPasswordInProduction(production: boolean, password: string): void {
  if (production && isPublishedDemoPassword(password)) {
    throw new AuthorizationError(DEMO_PASSWORD_REFUSED, 'demo_password_refused');
  }
}
