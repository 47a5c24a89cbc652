import { useNavigate } from 'react-router';
import { FocusedPage } from '../auth/FocusedPage';
import { useLogout } from '../auth/useAuthMutations';
import { useCurrentUser } from '../auth/useCurrentUser';
import { Button } from '../ui/Button';
import { NavButton } from '../ui/NavButton';
import { Inline } from '../ui/Stack';
import * as styles from './ErrorPage.css';

/** Where the route guard sends a signed-in user whose role does not fit (spec section 2). */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const logout = useLogout();

  // /auth sends a signed-in user straight back to their dashboard, so sign out first.
  const signInAgain = () => {
    if (!user) return navigate('/auth');
    logout.mutate(undefined, { onSuccess: () => navigate('/auth') });
  };

  return (
    <FocusedPage
      title="Access Denied"
      lead="You don't have permission to access this page. Please contact your administrator for access."
    >
      <Inline gap="md" stackOnPhone className={styles.actions}>
        <Button onPress={signInAgain} isPending={logout.isPending} pendingLabel="Signing out...">
          Sign In with Different Account
        </Button>
        <NavButton to="/" variant="secondary">
          Back to Home
        </NavButton>
      </Inline>
    </FocusedPage>
  );
}
