import type { ReactNode } from 'react';
import { SyncStatus } from './SyncStatus';
import * as styles from './session.css';

/** The session id the expert can quote to support: the last 8 characters of the interview id. */
export function shortSessionId(interviewId: string): string {
  return interviewId.slice(-8);
}

export function SessionLayout({
  interviewId,
  client,
  children,
}: {
  interviewId: string;
  client: string | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <span className={styles.client}>{client || 'Expert Interview'}</span>
          <span className={styles.sessionId}>Session {shortSessionId(interviewId)}</span>
        </div>
        <SyncStatus interviewId={interviewId} />
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
