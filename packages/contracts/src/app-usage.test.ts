import { describe, expect, it } from 'vitest';
import { transcriptionMinutes, USAGE_CLOCK_SKEW_SECONDS, usageBatchProblem } from './app-usage.js';

describe("a usage batch's own plausibility (docs/desktop-app.md#usage-plausible)", () => {
  const now = new Date('2026-11-25T10:00:00.000Z');
  const signedInAt = new Date('2026-11-25T09:00:00.000Z');
  const problem = (seconds: number, endedAt: string) =>
    usageBatchProblem({ seconds, endedAt }, { now, signedInAt });

  it('accepts a batch within the time since the sign-in, and a clock a little ahead', () => {
    expect(problem(0, '2026-11-25T09:30:00.000Z')).toBeNull();
    expect(problem(3600, '2026-11-25T10:00:00.000Z')).toBeNull();
    expect(problem(60, '2026-11-25T10:04:00.000Z')).toBeNull();
  });

  it('names what is wrong: negative, in the future, longer than the time elapsed', () => {
    expect(problem(-0.5, '2026-11-25T09:30:00.000Z')).toBe('negative');
    expect(problem(1, '2026-11-25T10:06:00.000Z')).toBe('future');
    expect(problem(3600 + USAGE_CLOCK_SKEW_SECONDS + 1, '2026-11-25T10:00:00.000Z')).toBe(
      'longer_than_elapsed',
    );
    expect(problem(USAGE_CLOCK_SKEW_SECONDS + 1, '2026-11-25T08:59:00.000Z')).toBe('longer_than_elapsed');
  });
});

describe('minutes shown (docs/desktop-app.md#usage-shown)', () => {
  it('are whole minutes, rounded to the nearest', () => {
    expect([0, 29, 30, 89, 45_270, 41_700].map(transcriptionMinutes)).toEqual([0, 0, 1, 1, 755, 695]);
  });
});
