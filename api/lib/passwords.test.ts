import { describe, expect, it } from 'vitest';
import { hashPassword, passwordVerificationCount, verifyPassword } from './passwords';

describe('verifyPassword', () => {
  it('matches the right password only', async () => {
    const stored = await hashPassword('right');
    expect(await verifyPassword(stored, 'right')).toBe(true);
    expect(await verifyPassword(stored, 'wrong')).toBe(false);
  });

  it('verifies against the decoy when there is no hash, and never matches, not even the decoy', async () => {
    const before = passwordVerificationCount();
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword(null, 'parley-decoy-password')).toBe(false);
    expect(passwordVerificationCount() - before).toBe(2);
  });

  it('treats a damaged hash as a mismatch, not an error', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
