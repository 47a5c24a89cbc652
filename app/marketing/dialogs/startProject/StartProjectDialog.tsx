import { useEffect, useState } from 'react';
import { Button, Dialog } from '../../../ui';
import * as styles from '../dialogs.css';
import type { OpenableDialogProps } from '../lazyDialogButton';
import type { NewAccount } from '../passwordSetup/completeAccount';
import { PasswordSetupForm } from '../passwordSetup/PasswordSetupForm';
import { redirectTo } from '../redirect';
import { ThankYou } from '../ThankYou';
import { StartProjectForm } from './StartProjectForm';

/** Spec section 9: the thank-you screen closes itself after 3 s. */
export const THANK_YOU_AUTO_CLOSE_MS = 3000;

type Step =
  | { step: 'form' }
  | { step: 'password'; account: NewAccount }
  | { step: 'thanks'; accountCreated: boolean };

const TITLES: Record<Step['step'], string> = {
  form: 'Start Your Project',
  password: 'Almost Done!',
  thanks: 'Thank You!',
};

const DESCRIPTIONS: Record<Step['step'], string | undefined> = {
  form: "Tell us who you are and we'll get back to you to scope your project.",
  password: 'We opened an account for your company. Choose a password to see your dashboard.',
  thanks: undefined,
};

/**
 * Client inquiry (spec section 4): form, then the password step when the server opened
 * an account (then signed in and off to /customer), else a thank-you that closes
 * itself after 3 s.
 */
export function StartProjectDialog({ isOpen, onOpenChange }: OpenableDialogProps) {
  const [state, setState] = useState<Step>({ step: 'form' });
  const accountCreated = state.step === 'thanks' && state.accountCreated;
  const showsThanks = state.step === 'thanks';

  useEffect(() => {
    if (!showsThanks) return;
    if (accountCreated) {
      redirectTo('/customer');
      return;
    }
    const timer = window.setTimeout(() => onOpenChange(false), THANK_YOU_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [showsThanks, accountCreated, onOpenChange]);

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={TITLES[state.step]}
      description={DESCRIPTIONS[state.step]}
    >
      {({ close }) => {
        if (state.step === 'form') {
          return (
            <StartProjectForm
              onCancel={close}
              onSent={(account) =>
                setState(
                  account
                    ? { step: 'password', account }
                    : { step: 'thanks', accountCreated: false },
                )
              }
            />
          );
        }
        if (state.step === 'password') {
          return (
            <PasswordSetupForm
              route="setPasswordAfterInquiry"
              account={state.account}
              onSignedIn={() => setState({ step: 'thanks', accountCreated: true })}
            />
          );
        }
        return (
          <ThankYou
            action={
              !state.accountCreated && (
                <Button variant="secondary" onPress={close}>
                  Done
                </Button>
              )
            }
          >
            <p className={styles.thanksText}>
              We've received your inquiry. Our team will be in touch shortly to talk about your
              project.
            </p>
            {state.accountCreated && (
              <p className={styles.accountNote}>
                Account created! Redirecting to your dashboard...
              </p>
            )}
          </ThankYou>
        );
      }}
    </Dialog>
  );
}
