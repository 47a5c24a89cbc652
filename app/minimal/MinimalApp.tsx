import { useEffect, useState } from 'react';
import type { User } from '../../sync/contract';
import { AccountPanel } from './AccountPanel';
import { ApiError, api, errorText } from './api';
import { SignInForm } from './SignInForm';
import { styles } from './styles';

type Session =
  | { state: 'loading' }
  | { state: 'signedOut' }
  | { state: 'signedIn'; user: User }
  | { state: 'failed'; message: string };

/** Says what Parley is, who is signed in, and lets you sign in and out. */
export function MinimalApp() {
  const [session, setSession] = useState<Session>({ state: 'loading' });

  useEffect(() => {
    api<User>('/api/user')
      .then((user) => setSession({ state: 'signedIn', user }))
      .catch((error: unknown) =>
        setSession(
          error instanceof ApiError && error.status === 401
            ? { state: 'signedOut' }
            : { state: 'failed', message: errorText(error) },
        ),
      );
  }, []);

  return (
    <main style={styles.page}>
      <div style={styles.column}>
        <header>
          <h1 style={styles.title}>Parley</h1>
          <p style={styles.lead}>
            AI-driven voice interviews with industry experts, turned into insights clients can
            question.
          </p>
        </header>
        {session.state === 'loading' && <p style={styles.muted}>Checking your session…</p>}
        {session.state === 'failed' && (
          <p role="alert" style={styles.error}>
            {session.message}
          </p>
        )}
        {session.state === 'signedOut' && (
          <SignInForm onSignedIn={(user) => setSession({ state: 'signedIn', user })} />
        )}
        {session.state === 'signedIn' && (
          <AccountPanel
            user={session.user}
            onSignedOut={() => setSession({ state: 'signedOut' })}
          />
        )}
      </div>
    </main>
  );
}
