import type { ApiRouteName } from '../../../../sync/contract/routes';
import { ApiError, callApi } from '../../../api/client';

/** The alerts of the password step (spec section 8), word for word. */
export const PASSWORD_STEP_ALERTS = {
  setFailed: 'Failed to set password. Please try again.',
  loginFailed: 'Failed to login. Please try logging in manually.',
  unexpected: 'There was an error setting up your password. Please try again.',
} as const;
export type PasswordStepAlert = keyof typeof PASSWORD_STEP_ALERTS;

/** After an expert signup the app calls /api/set-password, after an inquiry /api/user/set-password. */
export type SetPasswordRoute = Extract<
  ApiRouteName,
  'setPasswordAfterSignup' | 'setPasswordAfterInquiry'
>;

export class PasswordStepError extends Error {
  constructor(
    readonly alert: PasswordStepAlert,
    /** True once the server has stored the password: a retry must only sign in. */
    readonly passwordSet: boolean,
    override readonly cause: unknown,
  ) {
    super(PASSWORD_STEP_ALERTS[alert]);
    this.name = 'PasswordStepError';
  }
}

export interface NewAccount {
  userId: string;
  /** The e-mail the form was sent with: the new account's username. */
  username: string;
}

/**
 * Sets the new account's password, unless an earlier attempt already did (the server
 * allows it once per signup), then signs in with it. A non-OK answer is the step's own
 * failure; anything else (offline, a bug) is the generic "error setting up".
 */
export async function completeAccount(
  route: SetPasswordRoute,
  account: NewAccount,
  password: string,
  { passwordAlreadySet }: { passwordAlreadySet: boolean },
): Promise<void> {
  if (!passwordAlreadySet) {
    await attempt('setFailed', false, () =>
      callApi(route, { body: { userId: account.userId, password } }),
    );
  }
  await attempt('loginFailed', true, () =>
    callApi('login', { body: { username: account.username, password } }),
  );
}

async function attempt(
  onApiError: PasswordStepAlert,
  passwordSet: boolean,
  call: () => Promise<unknown>,
) {
  try {
    await call();
  } catch (error) {
    const alert = error instanceof ApiError ? onApiError : 'unexpected';
    throw new PasswordStepError(alert, passwordSet, error);
  }
}
