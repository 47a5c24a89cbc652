import { useNavigate } from 'react-router';
import { type LoginRequest, LoginRequestSchema } from '../../sync/contract/auth';
// Straight from the files, not the barrels: /auth stays free of Select, Tabs and the like.
import { Form } from '../ui/form/Form';
import { FormTextField } from '../ui/form/FormTextField';
import { SubmitButton } from '../ui/form/SubmitButton';
import { useZodForm } from '../ui/form/useZodForm';
import { Link } from '../ui/Link';
import { FocusedPage } from './FocusedPage';
import { signInRedirect } from './homeFor';
import * as styles from './SignInPage.css';
import { useLogin } from './useAuthMutations';

/**
 * /auth. A failed sign-in shows the 'Login Failed' toast (useLogin) and keeps what was
 * typed; a successful one goes to the account's home (homeFor.ts).
 */
export function SignInPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useZodForm(LoginRequestSchema, { username: '', password: '' });

  const signIn = (credentials: LoginRequest) =>
    login.mutate(credentials, {
      onSuccess: (user) => navigate(signInRedirect(user) ?? '/', { replace: true }),
    });

  return (
    <FocusedPage
      title="Sign in"
      lead="Welcome back. Sign in to see your interviews, projects and insights."
    >
      <Form form={form} onSubmit={signIn} aria-label="Sign in">
        <FormTextField
          name="username"
          control={form.control}
          label="Username"
          autoComplete="username"
        />
        <FormTextField
          name="password"
          control={form.control}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton fullWidth size="lg" isPending={login.isPending} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </Form>
      <Link href="/" className={styles.back}>
        Back to Home
      </Link>
    </FocusedPage>
  );
}
