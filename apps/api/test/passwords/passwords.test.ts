import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../src/passwords/passwords.js';

describe('password hashing', () => {
  it('stores argon2id at m=19456 KiB, t=2, p=1 with a random salt', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct hose')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('hashes and verifies off the event loop, which keeps turning meanwhile', async () => {
    // argon2id takes tens of milliseconds of CPU; on the event loop it would let not one other
    // callback run until it is done. Count the loop's turns while the work is under way.
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns += 1;
      setImmediate(spin);
    };
    setImmediate(spin);
    const hash = await hashPassword('correct horse');
    await verifyPassword(hash, 'correct horse');
    done = true;
    expect(turns).toBeGreaterThan(20);
  });

  it('answers false for a missing account after doing the same work', async () => {
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
