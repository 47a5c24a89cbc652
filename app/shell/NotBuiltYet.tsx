import { FocusedPage } from '../auth/FocusedPage';
import { useLogout } from '../auth/useAuthMutations';
import { useCurrentUser } from '../auth/useCurrentUser';
import { Button } from '../ui/Button';
import * as styles from './NotBuiltYet.css';

/**
 * Honest placeholder for a signed-in screen a later release builds: it says so,
 * rather than showing invented data.
 */
export function NotBuiltYet({ screen }: { screen: string }) {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  return (
    <FocusedPage
      title={screen}
      lead="This screen is not built yet. It arrives in an upcoming release."
    >
      {user && (
        <div className={styles.account}>
          <p>
            Signed in as {user.fullName ?? user.username} ({user.role}).
          </p>
          <Button
            variant="secondary"
            isPending={logout.isPending}
            pendingLabel="Signing out..."
            // A full load of the home page: the guard would otherwise send a freshly
            // signed-out visitor from this protected screen to /auth first.
            // A failure is already shown by useLogout's 'Logout failed' toast.
            onPress={() =>
              logout.mutateAsync().then(
                () => window.location.assign('/'),
                () => {},
              )
            }
          >
            Sign out
          </Button>
        </div>
      )}
    </FocusedPage>
  );
}
