import { useState } from 'react';
import { Button, Dialog } from '../../../ui';
import * as styles from '../dialogs.css';
import type { OpenableDialogProps } from '../lazyDialogButton';
import { PasswordSetupForm } from '../passwordSetup/PasswordSetupForm';
import { redirectTo } from '../redirect';
import { ThankYou } from '../ThankYou';
import { ExpertSignupForm } from './ExpertSignupForm';
import type { SignupOutcome } from './submitExpertSignup';

type Step = { step: 'form' } | SignupOutcome;

const TITLES: Record<Step['step'], string> = {
  form: 'Join Our Expert Network',
  password: 'Almost Done!',
  thanks: 'Thank You!',
};

const DESCRIPTIONS: Record<Step['step'], string | undefined> = {
  form: 'Tell us about your expertise. We match you with interviews where your knowledge counts.',
  password: 'Your expert account is ready. Choose a password to finish.',
  thanks: undefined,
};

/** Expert signup (spec section 4): form, then the password step or a thank-you screen. */
export function ExpertSignupDialog({ isOpen, onOpenChange }: OpenableDialogProps) {
  const [state, setState] = useState<Step>({ step: 'form' });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={TITLES[state.step]}
      description={DESCRIPTIONS[state.step]}
    >
      {({ close }) => {
        if (state.step === 'form') return <ExpertSignupForm onDone={setState} onCancel={close} />;
        if (state.step === 'password') {
          return (
            <PasswordSetupForm
              route="setPasswordAfterSignup"
              account={state.account}
              onSignedIn={() => redirectTo('/expert-dashboard')}
            />
          );
        }
        return (
          <ThankYou
            action={
              <Button variant="primary" onPress={close}>
                Done
              </Button>
            }
          >
            <p className={styles.thanksText}>
              Thanks for your interest in joining our expert network. We'll review your profile and
              be in touch soon about interviews that match your expertise.
            </p>
          </ThankYou>
        );
      }}
    </Dialog>
  );
}
