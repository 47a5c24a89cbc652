import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (~15 ms a hash on these machines). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash to verify against when the user does not exist, so a login for an
// unknown name takes as long as one with a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoyHash ??= hash('parley-decoy-password');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
