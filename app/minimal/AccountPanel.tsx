import { useState } from 'react';
import type { User } from '../../sync/contract';
import { api, errorText } from './api';
import { styles } from './styles';
import { WorkList } from './WorkList';

export function AccountPanel({ user, onSignedOut }: { user: User; onSignedOut: () => void }) {
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setError(null);
    try {
      await api('/api/logout', { method: 'POST' });
      onSignedOut();
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <section style={styles.panel} aria-label="Account">
      <h2 style={styles.heading}>
        Signed in as <span data-testid="user-name">{user.fullName ?? user.username}</span> (
        <span data-testid="user-role">{user.role}</span>)
      </h2>
      {user.company && <p style={styles.muted}>{user.company}</p>}
      <button type="button" onClick={signOut} style={styles.secondaryButton}>
        Sign out
      </button>
      {error && (
        <p role="alert" style={styles.error}>
          {error}
        </p>
      )}
      <WorkList role={user.role} />
    </section>
  );
}
