import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (~15 ms a hash on these machines). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash, made like every other, to verify against when there is no account or
// it has no password yet: those answers then cost what a wrong password costs, so
// response times do not tell which accounts exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hash('parley-decoy-password');
  return decoyHash;
};

/** Makes the decoy hash now, so the first unknown name is not slower than the rest. */
export async function prepareDecoyHash(): Promise<void> {
  await decoy();
}

let verifications = 0;

/**
 * How many argon2 verifications this process has run. Tests read it to prove every
 * sign-in costs exactly one, whatever the account, without a timing assertion.
 */
export function passwordVerificationCount(): number {
  return verifications;
}

/** Always runs one argon2 verify; a missing hash (no account, no password) never matches. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const target = stored ?? (await decoy());
  verifications += 1;
  const matches = await verify(target, password).catch(() => false);
  return stored !== null && matches;
}
