import { useState } from 'react';
import { PasswordSetupFormSchema } from '../../../../sync/contract/auth';
import { Link } from '../../../ui';
import { Form, FormError, FormTextField, SubmitButton, useZodForm } from '../../../ui/form';
import * as styles from '../dialogs.css';
import {
  completeAccount,
  type NewAccount,
  PASSWORD_STEP_ALERTS,
  type PasswordStepAlert,
  PasswordStepError,
  type SetPasswordRoute,
} from './completeAccount';

/**
 * The password step after a signup or an inquiry that opened an account: set the
 * password, sign in with the e-mail, then `onSignedIn` (the caller redirects). The
 * spec's failures show as an alert above the button; the typed passwords stay.
 */
export function PasswordSetupForm({
  route,
  account,
  onSignedIn,
}: {
  route: SetPasswordRoute;
  account: NewAccount;
  onSignedIn: () => void;
}) {
  const form = useZodForm(PasswordSetupFormSchema, { password: '', confirmPassword: '' });
  const [alert, setAlert] = useState<PasswordStepAlert | null>(null);
  const [passwordSet, setPasswordSet] = useState(false);
  const [signedIn, setSignedIn] = useState(false);

  const onSubmit = async ({ password }: { password: string }) => {
    setAlert(null);
    try {
      await completeAccount(route, account, password, { passwordAlreadySet: passwordSet });
      setSignedIn(true);
      onSignedIn();
    } catch (error) {
      console.error('Password setup failed', error);
      if (!(error instanceof PasswordStepError)) {
        setAlert('unexpected');
        return;
      }
      setPasswordSet(error.passwordSet);
      setAlert(error.alert);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Set your password">
      <p className={styles.lead}>
        Create a password for <strong>{account.username}</strong> so you can sign in to your
        dashboard.
      </p>
      {route === 'setPasswordAfterSignup' && (
        <p className={styles.lead}>
          Check your inbox too: we sent a link to confirm this address. Interviews sent to it appear
          in your dashboard once it is confirmed.
        </p>
      )}
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label="Password"
        isRequired
        autoComplete="new-password"
        description="At least 6 characters."
        isDisabled={passwordSet}
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        type="password"
        label="Confirm Password"
        isRequired
        autoComplete="new-password"
        isDisabled={passwordSet}
      />
      {alert && (
        <FormError>
          {PASSWORD_STEP_ALERTS[alert]}
          {alert === 'loginFailed' && (
            <>
              {' '}
              <Link href="/auth">Go to sign in</Link>
            </>
          )}
        </FormError>
      )}
      <SubmitButton
        variant="primary"
        fullWidth
        isPending={signedIn}
        pendingLabel={signedIn ? 'Opening your dashboard...' : 'Setting up...'}
      >
        {passwordSet ? 'Try signing in again' : 'Set Password & Continue'}
      </SubmitButton>
    </Form>
  );
}
