import { describe, expect, it } from 'vitest';
import { MAX_RETRY_ATTEMPTS, nextRetrySeconds, retryDelaySeconds } from './retries.js';

describe('retryDelaySeconds: 10 s, doubling, at most hourly', () => {
  it.each([
    [0, 10],
    [1, 10],
    [2, 20],
    [3, 40],
    [9, 2560],
    [10, 3600],
    [1000, 3600],
  ])('waits after %i failures %i seconds', (failures, seconds) => {
    expect(retryDelaySeconds(failures)).toBe(seconds);
  });
});

// docs/limits.md#mail-given-up
describe('nextRetrySeconds: given up after 30 failures, about a day', () => {
  it.each([
    [1, 10],
    [MAX_RETRY_ATTEMPTS - 1, 3600],
    [MAX_RETRY_ATTEMPTS, null],
    [MAX_RETRY_ATTEMPTS + 1, null],
  ])('after %i failures: %s', (failures, seconds) => {
    expect(nextRetrySeconds(failures)).toBe(seconds);
  });

  it('the tries span about a day', () => {
    const waits = Array.from({ length: MAX_RETRY_ATTEMPTS - 1 }, (_, index) => retryDelaySeconds(index + 1));
    const hours = waits.reduce((sum, seconds) => sum + seconds, 0) / 3600;
    expect(hours).toBeGreaterThan(18);
    expect(hours).toBeLessThan(26);
  });
});
