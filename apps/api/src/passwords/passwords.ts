import { randomBytes, timingSafeEqual } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1). WebAssembly rather than the native
 * `argon2` addon, whose prebuilt binary crashes (SIGSEGV) on this platform; the encoded hash is
 * the standard PHC string, so either implementation can verify the other's hashes.
 */
export const ARGON2_PARAMETERS = {
  memorySize: 19_456,
  iterations: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2_PARAMETERS, password, salt: randomBytes(16), outputType: 'encoded' });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    // A malformed stored hash verifies nothing, rather than failing the request.
    return false;
  }
}

let decoy: Promise<string> | null = null;

/**
 * Spends the time of a real verification when there is no account to check, so that answering
 * "wrong e-mail or password" takes as long for an unknown address as for a wrong password.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const result = await verifyPassword(await decoy, password);
  // Constant-time no-op on the result, so the call is never optimised into nothing.
  timingSafeEqual(Buffer.from([Number(result)]), Buffer.from([0]));
  return false;
}
