import { useMailOutbox } from '../../api/queries/mailOutbox';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { DashboardShell } from '../../shell/DashboardShell';
import { isSignedOut, ListOrFailure, LoadingList, SignedOutNotice } from '../../shell/ListStates';
import { LoadMore } from '../../shell/LoadMore';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { AdminTabs } from '../AdminTabs';
import { OutboxMessageCard } from './OutboxMessageCard';
import * as styles from './outbox.css';

/**
 * `/admin/outbox`: every message Parley sent or kept, newest first, a page at a time.
 * Without SMTP_URL this is where verification links and invitations can be read, so the
 * product works offline; with it, it shows what was delivered and what the mail server
 * refused.
 */
export function OutboxPage() {
  const { data: user } = useCurrentUser();
  const outbox = useMailOutbox();
  const signedOut = isSignedOut(outbox.error);

  return (
    <DashboardShell
      user={signedOut ? null : user}
      nav={<AdminTabs current="outbox" />}
      title="Mail Outbox"
      lead="Verification links and interview invitations, as they were sent."
    >
      {signedOut ? (
        <SignedOutNotice />
      ) : (
        <ListOrFailure query={outbox} what="the outbox">
          {outbox.messages === undefined ? (
            <LoadingList label="Loading messages…" className={styles.list}>
              {[0, 1, 2].map((row) => (
                <Card key={row} className={styles.skeletonCard}>
                  <Skeleton width="45%" height="1.2em" />
                  <Skeleton width="30%" />
                  <Skeleton height="4em" />
                </Card>
              ))}
            </LoadingList>
          ) : (
            <>
              {!outbox.smtpConfigured && (
                <p className={styles.notice}>
                  No mail server is configured (SMTP_URL), so messages are not delivered: they are
                  kept here and written to the server log. Open a link below to act on it.
                </p>
              )}
              {outbox.messages.length === 0 ? (
                <EmptyState
                  title="No messages yet"
                  description="Expert signups and new interviews send mail; it will appear here."
                />
              ) : (
                <>
                  <ul className={styles.list} aria-label="Messages">
                    {outbox.messages.map((message) => (
                      <li key={message.id}>
                        <OutboxMessageCard message={message} />
                      </li>
                    ))}
                  </ul>
                  <LoadMore list={outbox} what="messages" />
                </>
              )}
            </>
          )}
        </ListOrFailure>
      )}
    </DashboardShell>
  );
}
