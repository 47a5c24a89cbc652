import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/client';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { NavButton } from '../../ui/NavButton';
import { FocusedPage } from '../FocusedPage';
import { useCurrentUser } from '../useCurrentUser';
import * as styles from './VerifyEmailPage.css';
import { FAILURE_TITLES, failureKind, failureText, type VerifyFailureKind } from './verifyOutcome';

/**
 * `/verify-email?token=…`, the link in the verification mail. Opening it changes
 * nothing: the address is confirmed only when the person presses the button (a POST),
 * so a mail scanner that fetches or even renders links cannot use the link up.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => callApi('confirmEmail', { body: { token } }),
    // The dashboard's banner and lists depend on the address being verified.
    onSuccess: () => queryClient.invalidateQueries(),
  });

  return (
    <FocusedPage
      title="Confirm your e-mail"
      lead={
        confirm.isIdle || confirm.isPending
          ? 'Confirm that this address is yours. Interviews sent to it then appear in your expert dashboard.'
          : undefined
      }
    >
      <div className={styles.body}>
        {!token ? (
          <Outcome
            kind="unknown"
            text="The link has no token. Open the whole link from the message Parley sent you."
          />
        ) : confirm.isSuccess ? (
          <Verified email={confirm.data.email} />
        ) : confirm.isError ? (
          <Outcome kind={failureKind(confirm.error)} text={failureText(confirm.error)} />
        ) : (
          <Button
            variant="primary"
            fullWidth
            onPress={() => confirm.mutate()}
            isPending={confirm.isPending}
            pendingLabel="Confirming..."
          >
            Confirm my e-mail address
          </Button>
        )}
      </div>
    </FocusedPage>
  );
}

function Verified({ email }: { email: string }) {
  const { data: user } = useCurrentUser();
  return (
    <OutcomeFrame
      tone="success"
      title="Your address is verified"
      text={`${email} is confirmed. Interviews sent to it now appear in your dashboard.`}
    >
      {user?.role === 'expert' ? (
        <NavButton to="/expert-dashboard">Go to your dashboard</NavButton>
      ) : (
        <NavButton to="/auth">Sign in</NavButton>
      )}
    </OutcomeFrame>
  );
}

function Outcome({ kind, text }: { kind: VerifyFailureKind; text: string }) {
  const { data: user } = useCurrentUser();
  const canResend = user?.role === 'expert' && (kind === 'expired' || kind === 'unknown');
  return (
    <OutcomeFrame tone="failure" title={FAILURE_TITLES[kind]} text={text}>
      {user ? (
        <NavButton to="/expert-dashboard" variant={canResend ? 'primary' : 'secondary'}>
          {canResend ? 'Resend from your dashboard' : 'Go to your dashboard'}
        </NavButton>
      ) : (
        <NavButton to="/auth">Sign in</NavButton>
      )}
      {(kind === 'expired' || kind === 'unknown') && (
        <NavButton to="/for-experts" variant="ghost">
          Sign up again
        </NavButton>
      )}
    </OutcomeFrame>
  );
}

/** The result, announced and focused: the button that was pressed is gone. */
function OutcomeFrame({
  tone,
  title,
  text,
  children,
}: {
  tone: 'success' | 'failure';
  title: string;
  text: string;
  children: ReactNode;
}) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div
      ref={region}
      tabIndex={-1}
      role={tone === 'success' ? 'status' : 'alert'}
      className={styles.outcome}
    >
      <p
        className={`${styles.outcomeTitle} ${tone === 'success' ? styles.success : styles.failure}`}
      >
        <Icon name={tone === 'success' ? 'check' : 'alert'} />
        {title}
      </p>
      <p className={styles.detail}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
