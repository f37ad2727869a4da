/**
 * Password hashing with argon2id (the @node-rs/argon2 default algorithm) at OWASP's minimum parameters:
 * 19 MiB, 2 passes, 1 lane. Verifying never throws: a malformed stored hash simply does not match.
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Computed once, on first use, so a sign-in for a missing account costs what a real check costs.
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, Google-only account) it still
 * spends one argon2 verification, so the answer time does not reveal whether the account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('codeconquer-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
