/**
 * A hint in localStorage that the outbox holds something, so the app start can load
 * the sync code (and Dexie) only when there is work — marketing visitors never pay for it.
 */
const KEY = 'parley:outbox-pending';

export function markOutboxPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked (private mode): the interview screen starts sync itself anyway.
  }
}

export function outboxMayHaveWork(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
