// Chaos delivery: webhook events delivered as badly as Stripe may, decided by a seeded random
// sequence so a failing run can be replayed with the same seed.
//
// Stripe's word (https://docs.stripe.com/webhooks#best-practices and #automatic-retries):
// endpoints "might occasionally receive the same event more than once"; Stripe "doesn't guarantee
// the delivery of events in the order in which they're generated"; a delivery answered other than
// 2xx (or not in time) is retried "for up to 3 days with an exponential back off" in live mode
// (three times over a few hours in a sandbox).

export interface ChaosSettings {
  /** The seed: the same seed and the same calls decide the same for each delivery (webhook-chaos-queue.ts). */
  seed: number;
  /** Share of events sent twice (same event id), the copy at another moment. */
  duplicateRate: number;
  /** Share of deliveries sent late: minutes later on the emulator's clock. */
  lateRate: number;
  /** Share of deliveries whose first attempts fail and are retried on Stripe's schedule. */
  failRate: number;
  /** Deliveries due together (a burst) go out shuffled. */
  shuffle: boolean;
}

export const DEFAULT_CHAOS: Omit<ChaosSettings, 'seed'> = {
  duplicateRate: 0.3,
  lateRate: 0.25,
  failRate: 0.2,
  shuffle: true,
};

/**
 * A late delivery comes this much later on the emulator's clock: past the payment page's 120 s
 * of polling (docs/subscriptions-and-money.md#polling), up to a quarter of an hour.
 */
export const LATE_SECONDS = { min: 150, max: 900 } as const;

/**
 * The waits before each retry of a failed delivery, in seconds of the emulator's clock. Stripe
 * documents only "up to 3 days with an exponential back off"; these are spaced so.
 */
export const STRIPE_RETRY_SECONDS = [300, 1_800, 3_600, 7_200, 18_000, 36_000, 43_200, 86_400] as const;

/**
 * The chaos of a whole run from STRIPE_EMULATOR_CHAOS: unset, empty, `0` or `false` for none;
 * a number for that seed; anything else (`1`, `true`) for a seed of its own (printed, so the run
 * can be replayed).
 */
export function chaosFromEnvironment(value: string | undefined): ChaosSettings | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false' || text === 'off') return null;
  const seed = /^\d+$/.test(text) && text !== '1' ? Number(text) : randomSeed();
  return { seed, ...DEFAULT_CHAOS };
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31) + 2;
}

/** Checks a control call's chaos settings; throws a message for the first bad one. */
export function chaosSettings(input: Partial<ChaosSettings> & { seed?: number }): ChaosSettings {
  const settings = { ...DEFAULT_CHAOS, seed: input.seed ?? randomSeed(), ...dropUndefined(input) };
  if (!Number.isSafeInteger(settings.seed) || settings.seed < 0)
    throw new Error('seed must be a whole number');
  for (const key of ['duplicateRate', 'lateRate', 'failRate'] as const) {
    const rate = settings[key];
    if (!(Number.isFinite(rate) && rate >= 0 && rate <= 1)) throw new Error(`${key} must be from 0 to 1`);
  }
  return settings;
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** mulberry32: small, fast and the same on every machine. */
export class ChaosRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  chance(rate: number): boolean {
    return this.next() < rate;
  }

  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  shuffle<T>(items: T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  }
}

/** What chaos decided for one delivery when it was queued. */
export interface ChaosPlan {
  /** Emulator time (unix seconds) before which the first attempt is not made; null for now. */
  lateUntil: number | null;
  /** Attempts that fail before one gets through (0 for none). */
  failures: number;
}

export function planDelivery(random: ChaosRandom, settings: ChaosSettings, now: number): ChaosPlan {
  const late = random.chance(settings.lateRate);
  const lateUntil = late ? now + random.between(LATE_SECONDS.min, LATE_SECONDS.max) : null;
  const failures = random.chance(settings.failRate) ? random.between(1, 2) : 0;
  return { lateUntil, failures };
}

/** When the retry after `failedAttempts` failed attempts is due, on the emulator's clock. */
export function retryDueAt(now: number, failedAttempts: number): number {
  const index = Math.min(failedAttempts, STRIPE_RETRY_SECONDS.length) - 1;
  return now + (STRIPE_RETRY_SECONDS[Math.max(0, index)] ?? 300);
}
