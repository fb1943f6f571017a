import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicPass, startPruningPass } from '../src/periodic-pass.js';

const INTERVAL_MS = 60_000;
const log = { error: vi.fn() };
const started = (pass: () => Promise<unknown>, { runAtStart = false } = {}) =>
  startPeriodicPass({ intervalMs: INTERVAL_MS, pass, log, failure: 'failed', runAtStart });

describe('a periodic pass', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    log.error.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs first an interval after it starts, then every interval', async () => {
    const pass = vi.fn(async () => {});
    const loop = started(pass);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    expect(pass).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(pass).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('with runAtStart, runs at once, then an interval after that pass ends', async () => {
    const pass = vi.fn(async () => {});
    const loop = started(pass, { runAtStart: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('logs a pass that fails and tries again an interval later', async () => {
    const pass = vi.fn(async () => {
      throw new Error('database away');
    });
    const loop = started(pass, { runAtStart: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith({ error: 'database away' }, 'failed');
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(pass).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('stopped before its first pass, never runs it', async () => {
    const pass = vi.fn(async () => {});
    const loop = started(pass, { runAtStart: true });
    await loop.stop();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    expect(pass).toHaveBeenCalledTimes(0);
  });

  it('waits, when stopped, for the pass under way, and runs none after it', async () => {
    let finish = () => {};
    const pass = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const loop = started(pass, { runAtStart: true });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});

describe('a pruning pass', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says how many rows went when some did, and nothing when none did', async () => {
    const pruningLog = { error: vi.fn(), info: vi.fn() };
    const removedCounts = [3, 0];
    const loop = startPruningPass({
      intervalMs: INTERVAL_MS,
      log: pruningLog,
      runAtStart: true,
      failure: 'pruning failed',
      removed: 'rows removed',
      prune: async () => removedCounts.shift() ?? 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(pruningLog.info).toHaveBeenCalledExactlyOnceWith({ pruned: 3 }, 'rows removed');
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(removedCounts).toEqual([]);
    expect(pruningLog.info).toHaveBeenCalledTimes(1);
    await loop.stop();
  });
});
