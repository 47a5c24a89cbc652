import { Card } from '../ui/Card';
import { Link } from '../ui/Link';
import * as styles from './apiDocs.css';

/** How a program authenticates, and what errors look like, before the operations. */
export function AuthGuide() {
  const origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
  return (
    <>
      <Card as="section" aria-labelledby="auth-title" className={styles.operation}>
        <h2 id="auth-title" className={styles.areaTitle}>
          Authenticate with a token
        </h2>
        <ol className={styles.steps}>
          <li>
            Sign in and open <Link href="/settings/tokens">Settings → API tokens</Link> (the account
            menu, top right of your dashboard).
          </li>
          <li>Create a token and copy it: it is shown once. Tokens start with prl_.</li>
          <li>
            Send it with every call. It acts as you, with your current role; revoking it stops it at
            once.
          </li>
        </ol>
        <pre className={styles.code}>
          <code>{`export PARLEY_TOKEN=prl_…\ncurl -H "Authorization: Bearer $PARLEY_TOKEN" ${origin}/api/projects`}</code>
        </pre>
        <p className={styles.areaDescription}>
          A token cannot create tokens, sign in or sign out: those need a browser session. A request
          with an Authorization header is judged by it alone: a malformed, unknown or revoked token
          is a 401, never a fall-back to your browser cookie.
        </p>
      </Card>
      <Card as="section" aria-labelledby="errors-title" className={styles.operation}>
        <h2 id="errors-title" className={styles.areaTitle}>
          Errors
        </h2>
        <p className={styles.areaDescription}>
          An error answers its status with a sentence as{' '}
          <code className={styles.mono}>text/plain</code> and a stable reason in the{' '}
          <code className={styles.mono}>X-Error-Code</code> header. Send{' '}
          <code className={styles.mono}>Accept: application/json</code> to get{' '}
          <code className={styles.mono}>{'{"error": {"code", "message"}}'}</code> instead. The
          machine-readable description is{' '}
          <Link href="/api/openapi.json" target="_blank">
            /api/openapi.json
          </Link>{' '}
          (OpenAPI 3.1).
        </p>
      </Card>
    </>
  );
}
