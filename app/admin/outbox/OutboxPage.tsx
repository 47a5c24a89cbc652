import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { DashboardShell } from '../../shell/DashboardShell';
import { isSignedOut, ListOrFailure, LoadingList, SignedOutNotice } from '../../shell/ListStates';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { AdminTabs } from '../AdminTabs';
import { OutboxMessageCard } from './OutboxMessageCard';
import * as styles from './outbox.css';

export const outboxKey = ['/api/mail-outbox'] as const;

/**
 * `/admin/outbox`: every message Parley sent or kept, newest first. Without SMTP_URL
 * this is where verification links and invitations can be read, so the product works
 * offline; with it, it shows what was delivered and what the mail server refused.
 */
export function OutboxPage() {
  const { data: user } = useCurrentUser();
  const outbox = useQuery({
    queryKey: outboxKey,
    queryFn: () => callApi('mailOutbox', { query: { limit: 100 } }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
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
          {outbox.data === undefined ? (
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
              {!outbox.data.smtpConfigured && (
                <p className={styles.notice}>
                  No mail server is configured (SMTP_URL), so messages are not delivered: they are
                  kept here and written to the server log. Open a link below to act on it.
                </p>
              )}
              {outbox.data.messages.length === 0 ? (
                <EmptyState
                  title="No messages yet"
                  description="Expert signups and new interviews send mail; it will appear here."
                />
              ) : (
                <ul className={styles.list} aria-label="Messages">
                  {outbox.data.messages.map((message) => (
                    <li key={message.id}>
                      <OutboxMessageCard message={message} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </ListOrFailure>
      )}
    </DashboardShell>
  );
}
