import { type FormEvent, useState } from 'react';
import type { LoginRequest, User } from '../../sync/contract';
import { api, errorText } from './api';
import { styles } from './styles';

export function SignInForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: LoginRequest = {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api<User>('/api/login', { method: 'POST', body }));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} style={styles.panel} aria-label="Sign in">
      <h2 style={styles.heading}>You are signed out</h2>
      <label style={styles.label}>
        Username
        <input name="username" autoComplete="username" required style={styles.input} />
      </label>
      <label style={styles.label}>
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          style={styles.input}
        />
      </label>
      {error && (
        <p role="alert" style={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} style={styles.button}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
