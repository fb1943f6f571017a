import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

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

/**
 * One hash takes 50-100 ms of CPU: on the event loop it held every other request that long (the
 * load test's p99). In a pool of worker threads, one a core (each holds 19 MiB while it hashes),
 * started on first use and let go after a minute without work.
 */
const pool = new Piscina({
  filename: new URL('./argon2-worker.js', import.meta.url).href,
  minThreads: 0,
  maxThreads: Math.max(1, availableParallelism()),
  idleTimeout: 60_000,
});

export async function hashPassword(password: string): Promise<string> {
  return pool.run({ password, salt: randomBytes(16), parameters: ARGON2_PARAMETERS }, { name: 'hash' });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return pool.run({ hash, password }, { name: 'verify' });
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
