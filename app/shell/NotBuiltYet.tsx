import { useLogout } from '../auth/useAuthMutations';
import { useCurrentUser } from '../auth/useCurrentUser';

/**
 * Honest placeholder for a signed-in screen a later release builds: it says so,
 * rather than showing invented data.
 */
export function NotBuiltYet({ screen }: { screen: string }) {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  return (
    <main style={{ maxWidth: 720, margin: '15vh auto', padding: '0 24px' }}>
      <h1>{screen}</h1>
      <p style={{ marginTop: 12, color: '#a3a9b8' }}>
        This screen is not built yet. It arrives in an upcoming release.
      </p>
      {user && (
        <p style={{ marginTop: 12 }}>
          Signed in as {user.fullName ?? user.username} ({user.role}).{' '}
          <button
            type="button"
            onClick={() =>
              logout.mutate(undefined, { onSuccess: () => window.location.assign('/') })
            }
          >
            Sign out
          </button>
        </p>
      )}
    </main>
  );
}
