import { useCurrentUser } from '../auth/useCurrentUser';
import { DashboardShell } from '../shell/DashboardShell';
import { isSignedOut, ListOrFailure, SignedOutNotice } from '../shell/ListStates';
import { Card } from '../ui/Card';
import { Link } from '../ui/Link';
import * as styles from './apiTokens.css';
import { NewTokenForm } from './NewTokenForm';
import { TokenList } from './TokenList';
import { useApiTokens } from './useApiTokens';

/** `/settings/tokens`: personal API tokens for programs, for every signed-in role. */
export function ApiTokensPage() {
  const { data: user } = useCurrentUser();
  const tokens = useApiTokens();
  const signedOut = isSignedOut(tokens.error);
  return (
    <DashboardShell
      user={signedOut ? null : user}
      badge="Settings"
      title="API tokens"
      lead={
        <>
          A token lets a program call the Parley API as you, with your role. Send it as{' '}
          <code className={styles.mono}>Authorization: Bearer …</code>; see the{' '}
          <Link href="/docs/api">API reference</Link>.
        </>
      }
    >
      {signedOut ? (
        <SignedOutNotice />
      ) : (
        <div className={styles.sections}>
          <Card as="section" aria-labelledby="create-token-title">
            <h2 id="create-token-title" className={styles.sectionTitle}>
              Create a token
            </h2>
            <p className={styles.help}>
              Tokens can only be created here, signed in: a token cannot create another.
            </p>
            <NewTokenForm />
          </Card>
          <section aria-labelledby="token-list-title">
            <h2 id="token-list-title" className={styles.sectionTitle}>
              Your tokens
            </h2>
            <ListOrFailure query={tokens} what="your API tokens">
              <TokenList tokens={tokens.data} />
            </ListOrFailure>
          </section>
        </div>
      )}
    </DashboardShell>
  );
}
