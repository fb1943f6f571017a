import { ChaosRandom, type ChaosSettings, planDelivery, retryDueAt } from './webhook-chaos.js';
import { postWebhook } from './webhook-post.js';
import type { DeliveryStatus, WebhookDelivery } from './webhook-settings.js';

/** What the chaos queue needs of a delivery. */
export interface ChaosDelivery extends Pick<WebhookDelivery, 'url' | 'attempts' | 'chaos'> {
  status: DeliveryStatus;
  nextAttemptAt: string | null;
  payload: string;
  secret: string;
  cancelled: boolean;
  /** Attempts chaos still fails before one gets through. */
  chaosFailures?: number;
  /** The delivery's place among those chaos planned: what it decides for it depends on it alone. */
  chaosIndex?: number;
}

/** A burst of deliveries due together is gathered this long, then sent shuffled. */
const BURST_MS = 25;

/**
 * The deliveries chaos holds: late ones and failed ones waiting for their retry, each due at a
 * time of the emulator's clock (sent when the clock passes it, or all at once by `flush`), and the
 * burst being gathered to be sent shuffled. `send` hands a delivery back to the dispatcher.
 */
export class ChaosQueue<T extends ChaosDelivery> {
  readonly settings: ChaosSettings;
  private planned = 0;
  private events = 0;
  private waiting: Array<{ delivery: T; dueAt: number }> = [];
  private burst: T[] = [];
  private burstTimer: NodeJS.Timeout | null = null;

  constructor(
    settings: ChaosSettings,
    private readonly now: () => number,
    private readonly send: (delivery: T) => void,
  ) {
    this.settings = settings;
  }

  /**
   * A random sequence of its own for each decision, from the seed and the decision's place (the
   * nth event, the nth delivery, its nth attempt): the same seed and the same calls decide the
   * same, however fast the machine answers. Only how deliveries sent at once group into a burst
   * depends on timing; each group, and each flush, is shuffled by the same rule.
   */
  private randomFor(...parts: number[]): ChaosRandom {
    let hash = this.settings.seed >>> 0;
    for (const part of parts) hash = Math.imul(hash ^ (part + 0x9e3779b9), 0x85ebca6b) >>> 0;
    return new ChaosRandom(hash);
  }

  private shuffled<D>(batch: D[], key: (item: D) => number): D[] {
    const ordered = [...batch].sort((a, b) => key(a) - key(b));
    if (!this.settings.shuffle || ordered.length < 2) return ordered;
    return this.randomFor(4, key(ordered[0] as D), ordered.length).shuffle(ordered);
  }

  /** How many copies of an event to send (a duplicate has the same event id). */
  copies(): number {
    return this.randomFor(1, this.events++).chance(this.settings.duplicateRate) ? 2 : 1;
  }

  add(delivery: T): void {
    delivery.chaosIndex = this.planned++;
    const plan = planDelivery(this.randomFor(2, delivery.chaosIndex), this.settings, this.now());
    delivery.chaosFailures = plan.failures;
    const lateUntil = plan.lateUntil === null ? null : new Date(plan.lateUntil * 1000).toISOString();
    delivery.chaos = { lateUntil, failures: plan.failures };
    if (plan.lateUntil !== null) {
      this.wait(delivery, plan.lateUntil);
      return;
    }
    delivery.status = 'scheduled';
    this.burst.push(delivery);
    if (this.burstTimer) return;
    this.burstTimer = setTimeout(() => {
      this.burstTimer = null;
      const batch = this.burst;
      this.burst = [];
      for (const next of this.shuffled(batch, (item) => item.chaosIndex ?? 0)) this.send(next);
    }, BURST_MS);
  }

  /**
   * An attempt chaos fails: either not sent at all (the endpoint unreachable) or sent and its
   * answer disregarded (Stripe saw none in time, so the endpoint gets the event again), then
   * retried on Stripe's schedule on the emulator's clock.
   */
  async fail(delivery: T, timeoutMs: number): Promise<void> {
    delivery.chaosFailures = (delivery.chaosFailures ?? 1) - 1;
    delivery.status = 'delivering';
    const started = Date.now();
    const posted = this.randomFor(3, delivery.chaosIndex ?? 0, delivery.attempts.length).chance(0.5);
    if (posted) {
      const timestamp = Math.floor(started / 1000);
      await postWebhook(delivery.url, delivery.payload, delivery.secret, timestamp, timeoutMs).catch(
        () => null,
      );
    }
    if (delivery.cancelled) return;
    delivery.attempts.push({
      at: new Date(started).toISOString(),
      status: null,
      error: posted ? 'chaos: sent, its answer disregarded' : 'chaos: endpoint unreachable',
      durationMs: Date.now() - started,
    });
    this.wait(delivery, retryDueAt(this.now(), delivery.attempts.length));
  }

  /** Sends the deliveries whose time has come on the emulator's clock; answers how many. */
  due(): number {
    const now = this.now();
    return this.sendWaiting((entry) => entry.dueAt <= now);
  }

  /** Sends every waiting delivery now, whatever its time; answers how many. */
  flush(): number {
    return this.sendWaiting(() => true);
  }

  get waitingCount(): number {
    return this.waiting.length + this.burst.length;
  }

  get burstCount(): number {
    return this.burst.length;
  }

  stop(): void {
    if (this.burstTimer) clearTimeout(this.burstTimer);
    this.burstTimer = null;
    this.waiting = [];
    this.burst = [];
  }

  private wait(delivery: T, dueAt: number): void {
    delivery.status = 'late';
    delivery.nextAttemptAt = new Date(dueAt * 1000).toISOString();
    this.waiting.push({ delivery, dueAt });
  }

  private sendWaiting(isDue: (entry: { dueAt: number }) => boolean): number {
    const due = this.waiting.filter(isDue);
    if (due.length === 0) return 0;
    this.waiting = this.waiting.filter((entry) => !isDue(entry));
    const ordered = this.shuffled(due, (entry) => entry.delivery.chaosIndex ?? 0);
    for (const entry of ordered) this.send(entry.delivery);
    return ordered.length;
  }
}
