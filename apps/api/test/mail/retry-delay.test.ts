import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from '../../src/mail/outbox-worker.js';

describe('retryDelaySeconds', () => {
  it.each([
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
