import { useApiTokens } from '../api/queries/tokens';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DashboardShell } from '../shell/DashboardShell';
import { isSignedOut, ListOrFailure, SignedOutNotice } from '../shell/ListStates';
import { LoadMore } from '../shell/LoadMore';
import { Card } from '../ui/Card';
import { Link } from '../ui/Link';
import { Stack } from '../ui/Stack';
import { Heading, Text } from '../ui/Text';
import * as styles from './apiTokens.css';
import { NewTokenForm } from './NewTokenForm';
import { TokenList } from './TokenList';

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
        <Stack gap="xl">
          <Card as="section" aria-labelledby="create-token-title">
            <Stack gap="md">
              <Heading level={2} size="md" id="create-token-title">
                Create a token
              </Heading>
              <Text tone="muted">
                Tokens can only be created here, signed in: a token cannot create another.
              </Text>
              <NewTokenForm />
            </Stack>
          </Card>
          <Stack as="section" gap="md" aria-labelledby="token-list-title">
            <Heading level={2} size="md" id="token-list-title">
              Your tokens
            </Heading>
            <ListOrFailure query={tokens} what="your API tokens">
              <TokenList tokens={tokens.items} />
              <LoadMore list={tokens} what="tokens" />
            </ListOrFailure>
          </Stack>
        </Stack>
      )}
    </DashboardShell>
  );
}
