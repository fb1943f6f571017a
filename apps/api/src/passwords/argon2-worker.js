// The password work of passwords.ts, run by its pool of worker threads so that an argon2id hash
// never holds the API's event loop. Plain JavaScript: a worker thread loads a file as it is, from
// src/ under Vitest and from dist/ in production (tsc copies it there). @node-rs/argon2 is the
// Rust implementation as a Node-API addon: 4-8 times faster here than the WebAssembly build
// (hash-wasm) it replaced, with the same PHC strings, so hashes of either verify with the other.
import { hashSync, verifySync } from '@node-rs/argon2';

/** The addon's `Algorithm.Argon2id`, a const enum that plain JavaScript cannot import. */
const ARGON2ID = 2;

/** @param {{ password: string, parameters: { memorySize: number, iterations: number, parallelism: number, hashLength: number } }} task */
export function hash({ password, parameters }) {
  // The salt is 16 random bytes from the addon's own CSPRNG.
  return hashSync(password, {
    algorithm: ARGON2ID,
    memoryCost: parameters.memorySize,
    timeCost: parameters.iterations,
    parallelism: parameters.parallelism,
    outputLen: parameters.hashLength,
  });
}

/** @param {{ hash: string, password: string }} task */
export function verify({ hash, password }) {
  try {
    return verifySync(hash, password);
  } catch {
    // A malformed stored hash verifies nothing, rather than failing the request.
    return false;
  }
}
