import { newId } from './ids.js';
import type { EmulatorEvent } from './store.js';
import type { ChaosSettings } from './webhook-chaos.js';
import { ChaosQueue } from './webhook-chaos-queue.js';
import { postWebhook } from './webhook-post.js';
import {
  DEFAULT_BEHAVIOUR,
  DEFAULT_RETRY,
  type DeliveryStatus,
  type RetryPolicy,
  type WebhookBehaviour,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhook-settings.js';
import { webhookPayload } from './webhook-signing.js';

interface Delivery extends WebhookDelivery {
  payload: string;
  secret: string;
  cancelled: boolean;
  chaosFailures?: number;
  chaosIndex?: number;
}

const ACTIVE: readonly DeliveryStatus[] = ['scheduled', 'queued', 'delivering', 'retrying'];

/**
 * Delivers events to the configured endpoint: in order (each first attempt waits for the previous
 * one), retried with exponential backoff on a non-2xx answer or a network error, and bounded.
 */
export class WebhookDispatcher {
  private endpointConfig: WebhookEndpoint | null;
  private settings: WebhookBehaviour = { ...DEFAULT_BEHAVIOUR };
  private readonly retry: RetryPolicy;
  private records: Delivery[] = [];
  private held: Delivery[] = [];
  private reorderBuffer: Delivery[] = [];
  private reorderTimer: NodeJS.Timeout | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private chain: Promise<void> = Promise.resolve();
  private waiters: Array<() => void> = [];
  private chaosQueue: ChaosQueue<Delivery> | null = null;

  /** The emulator's clock (unix seconds), which late deliveries wait on; emulator.ts sets it. */
  now: () => number = () => Math.floor(Date.now() / 1000);

  constructor(options: { endpoint?: WebhookEndpoint | null; retry?: Partial<RetryPolicy> } = {}) {
    this.endpointConfig = options.endpoint ?? null;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
  }

  get endpoint(): WebhookEndpoint | null {
    return this.endpointConfig;
  }

  get retryPolicy(): RetryPolicy {
    return { ...this.retry };
  }

  configure(endpoint: WebhookEndpoint | null): void {
    this.endpointConfig = endpoint;
  }

  get behaviour(): WebhookBehaviour {
    return { ...this.settings, types: this.settings.types ? [...this.settings.types] : null };
  }

  setBehaviour(behaviour: Partial<WebhookBehaviour>): WebhookBehaviour {
    this.settings = { ...this.settings, ...behaviour };
    if (!this.settings.hold && this.held.length > 0) this.release();
    return this.behaviour;
  }

  /** Chaos delivery on (settings) or off (null: what chaos held back is sent now). */
  setChaos(settings: ChaosSettings | null): ChaosSettings | null {
    this.chaosQueue?.flush();
    this.chaosQueue?.stop();
    const send = (delivery: Delivery) => this.enqueue(delivery);
    this.chaosQueue = settings ? new ChaosQueue(settings, () => this.now(), send) : null;
    return settings;
  }

  /** What chaos holds back (late deliveries, retries): sent by `due()` or `flush()`. */
  get chaos(): ChaosQueue<Delivery> | null {
    return this.chaosQueue;
  }

  /** Endpoints made through the API (POST /v1/webhook_endpoints); emulator.ts points this at the store. */
  apiEndpoints: () => WebhookEndpoint[] = () => [];

  /** Sets the event's pending_webhooks and queues a delivery to every endpoint that wants it. */
  dispatch(event: EmulatorEvent): void {
    const endpoints = [this.endpointConfig, ...this.apiEndpoints()].filter(
      (endpoint): endpoint is WebhookEndpoint => {
        const enabled = endpoint?.enabledEvents ?? ['*'];
        return endpoint !== null && (enabled.includes('*') || enabled.includes(event.type));
      },
    );
    event.pending_webhooks = endpoints.length;
    if (endpoints.length === 0) return;
    const payload = webhookPayload(event);
    const applies = this.settings.types === null || this.settings.types.includes(event.type);
    const chaos = this.chaosQueue;
    const copies = applies ? 1 + Math.max(0, this.settings.duplicate) : 1;
    for (const endpoint of endpoints) {
      const chaosCopies = chaos && copies === 1 ? chaos.copies() : copies;
      for (let copy = 0; copy < chaosCopies; copy++) {
        this.queue(
          {
            id: newId('evt').replace('evt_', 'whdel_'),
            eventId: event.id,
            eventType: event.type,
            url: endpoint.url,
            status: 'queued',
            copy,
            attempts: [],
            nextAttemptAt: null,
            payload,
            secret: endpoint.secret,
            cancelled: false,
          },
          applies,
        );
      }
    }
  }

  private queue(delivery: Delivery, applies: boolean): void {
    this.records.push(delivery);
    if (applies && this.settings.hold) {
      delivery.status = 'held';
      this.held.push(delivery);
    } else if (applies && this.settings.reorder) {
      delivery.status = 'held';
      this.reorderBuffer.push(delivery);
      this.restartReorderTimer();
    } else if (applies && this.settings.delayMs > 0) {
      this.schedule(delivery, this.settings.delayMs, () => this.enqueue(delivery));
    } else if (this.chaosQueue) {
      this.chaosQueue.add(delivery);
    } else {
      this.enqueue(delivery);
    }
  }

  /** Sends what is held (by `hold` or `reorder`), in event order or newest first. */
  release(order: 'original' | 'reverse' = 'original'): number {
    const batch = [...this.held, ...this.reorderBuffer];
    this.held = [];
    this.reorderBuffer = [];
    this.clearReorderTimer();
    const ordered = order === 'reverse' ? reverseByEvent(batch) : batch;
    for (const delivery of ordered) this.enqueue(delivery);
    return ordered.length;
  }

  deliveries(): WebhookDelivery[] {
    return this.records.map(
      ({ payload: _p, secret: _s, cancelled: _c, chaosFailures: _f, chaosIndex: _i, ...rest }) =>
        structuredClone(rest),
    );
  }

  /** Resolves once nothing is scheduled, queued, in flight or waiting for a retry (held ones excepted). */
  idle(timeoutMs = 10_000): Promise<void> {
    if (!this.busy()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== done);
        reject(new Error(`webhook deliveries still pending after ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(done);
    });
  }

  /** Forgets deliveries and behaviour; the endpoint stays configured. */
  reset(): void {
    for (const record of this.records) record.cancelled = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.clearReorderTimer();
    this.records = [];
    this.held = [];
    this.reorderBuffer = [];
    this.settings = { ...DEFAULT_BEHAVIOUR };
    this.chaosQueue?.stop();
    this.notifyIfIdle();
  }

  close(): void {
    this.reset();
  }

  private busy(): boolean {
    return this.records.some((record) => ACTIVE.includes(record.status));
  }

  private notifyIfIdle(): void {
    if (this.busy()) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  private schedule(delivery: Delivery, delayMs: number, run: () => void): void {
    delivery.status = delivery.attempts.length > 0 ? 'retrying' : 'scheduled';
    delivery.nextAttemptAt = new Date(Date.now() + delayMs).toISOString();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!delivery.cancelled) run();
    }, delayMs);
    this.timers.add(timer);
  }

  private restartReorderTimer(): void {
    this.clearReorderTimer();
    this.reorderTimer = setTimeout(() => {
      this.reorderTimer = null;
      const batch = this.reorderBuffer;
      this.reorderBuffer = [];
      for (const delivery of reverseByEvent(batch)) this.enqueue(delivery);
    }, this.settings.reorderWindowMs);
  }

  private clearReorderTimer(): void {
    if (this.reorderTimer) clearTimeout(this.reorderTimer);
    this.reorderTimer = null;
  }

  private enqueue(delivery: Delivery): void {
    delivery.status = 'queued';
    delivery.nextAttemptAt = null;
    this.chain = this.chain.then(() => this.attempt(delivery));
  }

  private async attempt(delivery: Delivery): Promise<void> {
    if (delivery.cancelled) return;
    if (this.chaosQueue && (delivery.chaosFailures ?? 0) > 0) {
      await this.chaosQueue.fail(delivery, this.retry.timeoutMs);
      return this.notifyIfIdle();
    }
    delivery.status = 'delivering';
    const started = Date.now();
    // Signed per attempt with the time of sending, as Stripe does, so tolerance checks pass on retries.
    const timestamp = Math.floor(started / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await postWebhook(
        delivery.url,
        delivery.payload,
        delivery.secret,
        timestamp,
        this.retry.timeoutMs,
      );
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    if (delivery.cancelled) return;
    delivery.attempts.push({
      at: new Date(started).toISOString(),
      status,
      error,
      durationMs: Date.now() - started,
    });
    if (status !== null && status >= 200 && status < 300) {
      delivery.status = 'delivered';
    } else if (delivery.attempts.length >= this.retry.maxAttempts) {
      delivery.status = 'failed';
    } else {
      const backoff = Math.min(
        this.retry.initialDelayMs * 2 ** (delivery.attempts.length - 1),
        this.retry.maxDelayMs,
      );
      // Retries run on their own timers: a failing event does not hold back later ones.
      this.schedule(delivery, backoff, () => {
        void this.attempt(delivery);
      });
    }
    this.notifyIfIdle();
  }
}

/** Newest event first; the copies of one event stay together. */
function reverseByEvent(batch: Delivery[]): Delivery[] {
  const groups: Delivery[][] = [];
  for (const delivery of batch) {
    const last = groups[groups.length - 1];
    if (last && last[0]?.eventId === delivery.eventId) last.push(delivery);
    else groups.push([delivery]);
  }
  return groups.reverse().flat();
}
