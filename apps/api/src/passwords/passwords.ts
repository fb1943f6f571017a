import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1), by @node-rs/argon2 (see the worker; the
 * `argon2` addon's prebuilt binary crashes with SIGSEGV on this platform). The encoded hash is the
 * standard PHC string.
 */
export const ARGON2_PARAMETERS = {
  memorySize: 19_456,
  iterations: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

/**
 * One hash takes 12-50 ms of CPU: on the event loop it would hold every other request that long
 * (the load test's p99). In a pool of worker threads, one a core (each holds 19 MiB while it
 * hashes); a pool of our own rather than the addon's async calls, which would take libuv's threads
 * that file reads share. One thread is kept ready: started on demand, a thread and its addon cost
 * the sign-in that waits for them 50-150 ms (the load test's first sign-in), and on a quiet site
 * every sign-in would come after the idle minute that lets one go. The others are let go after a
 * minute without work. An idle thread does not keep the process alive.
 */
const pool = new Piscina({
  filename: new URL('./argon2-worker.js', import.meta.url).href,
  minThreads: 1,
  maxThreads: Math.max(1, availableParallelism()),
  idleTimeout: 60_000,
});

export async function hashPassword(password: string): Promise<string> {
  return pool.run({ password, parameters: ARGON2_PARAMETERS }, { name: 'hash' });
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
