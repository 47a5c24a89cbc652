import { ApiError } from '../../api/client';
import { useEmailVerification, useResendVerification } from '../../api/queries/emailVerification';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import * as styles from './verifyBanner.css';

/**
 * Until the expert opens the link mailed to their address, interviews sent to it stay
 * hidden; this says so and offers a new link. Nothing shows once verified, while the
 * status loads, or if it cannot be read (the dashboard's own lists report failures).
 */
export function VerifyEmailBanner() {
  const status = useEmailVerification();
  const resend = useResendVerification();
  if (!status.data || status.data.verified) return null;
  const { email } = status.data;

  return (
    <section aria-labelledby="verify-banner-title" className={styles.banner}>
      <div className={styles.text}>
        <h2 id="verify-banner-title" className={styles.title}>
          <Icon name="alert" />
          {email ? 'Check your inbox' : 'No e-mail address on this account'}
        </h2>
        <p className={styles.detail}>
          {email
            ? `Open the link we sent to ${email} to confirm it. Interviews sent to this address appear here once it is confirmed.`
            : 'Another signup took over the address of this account. Sign up again with your address, or open the link in your latest message from Parley.'}
        </p>
        <p className={styles.detail} role="status">
          {resend.isSuccess
            ? `A new link is on its way to ${resend.data.sentTo}. Older links no longer work.`
            : resend.isError
              ? resendFailure(resend.error)
              : ''}
        </p>
      </div>
      {email && (
        <Button
          variant="secondary"
          size="sm"
          onPress={() => resend.mutate()}
          isPending={resend.isPending}
          pendingLabel="Sending..."
        >
          Resend
        </Button>
      )}
    </section>
  );
}

function resendFailure(error: Error): string {
  if (error instanceof ApiError) return error.text;
  return 'Could not send a new link. Check your connection and try again.';
}
