/**
 * The emulator's notion of "now". Stripe's test clocks move a customer's time forward so renewals
 * happen in seconds; here one clock moves the whole emulator: `advance()` adds to an offset over the
 * base clock, and the billing engine then runs every renewal that fell due.
 */
export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export class EmulatorClock {
  private readonly base: Clock;
  private offsetMs = 0;

  constructor(base: Clock = systemClock) {
    this.base = base;
  }

  nowMs(): number {
    return this.base.now() + this.offsetMs;
  }

  /** Unix seconds, the unit of every Stripe timestamp. */
  now(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  advanceBy(seconds: number): void {
    if (seconds > 0) this.offsetMs += seconds * 1000;
  }

  advanceTo(unixSeconds: number): void {
    this.advanceBy(unixSeconds - this.now());
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
