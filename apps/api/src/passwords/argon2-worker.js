// The password work of passwords.ts, run by its pool of worker threads so that a 50-100 ms
// argon2id hash never holds the API's event loop. Plain JavaScript: a worker thread loads a file
// as it is, from src/ under Vitest and from dist/ in production (tsc copies it there).
import { argon2id, argon2Verify } from 'hash-wasm';

/** @param {{ password: string, salt: Uint8Array, parameters: { memorySize: number, iterations: number, parallelism: number, hashLength: number } }} task */
export async function hash({ password, salt, parameters }) {
  return argon2id({ ...parameters, password, salt, outputType: 'encoded' });
}

/** @param {{ hash: string, password: string }} task */
export async function verify({ hash, password }) {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    // A malformed stored hash verifies nothing, rather than failing the request.
    return false;
  }
}
