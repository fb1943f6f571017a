import type { Stripe } from '@stripe/stripe-js';
import type { StripeLoader } from '../card-provider/card-provider.js';

/** What the fake card provider answers; each default is the happy path. */
export interface FakeStripeOptions {
  /** createPaymentMethod: this payment method id, or Stripe's error with this message. */
  readonly paymentMethod?: { readonly id: string } | { readonly error: string };
  /** confirmCardPayment (3-D Secure): passed, or Stripe's error with this message. */
  readonly confirmation?: 'succeeded' | { readonly error: string };
  /** Leaves the card field out of `elements.getElement`, as if it had never been mounted. */
  readonly withoutCardField?: boolean;
}

export interface FakeStripe {
  readonly stripe: Stripe;
  /** The client secrets confirmCardPayment received, in order. */
  readonly confirmations: string[];
  /** How many times createPaymentMethod was called. */
  readonly paymentMethodRequests: () => number;
}

/**
 * A stand-in for the Stripe object, for tests (jsdom) and stories (Chromium without the
 * emulator): just what @stripe/react-stripe-js and the payment page call. Its card element
 * mounts three labelled inputs laid out like Stripe's single-line card field, so screenshots
 * show a field where the real one would be; typing in them changes nothing.
 */
export function createFakeStripe(options: FakeStripeOptions = {}): FakeStripe {
  const confirmations: string[] = [];
  let paymentMethodRequests = 0;
  const mounted = new Map<string, FakeCardElement>();

  const elements = {
    create(type: string) {
      const element = new FakeCardElement(() => mounted.delete(type));
      mounted.set(type, element);
      return element;
    },
    getElement(type: string | { __elementType?: string }) {
      if (options.withoutCardField) return null;
      const key = typeof type === 'string' ? type : type.__elementType;
      return (key && mounted.get(key)) || null;
    },
    update() {},
  };

  const stripe = {
    elements: () => elements,
    createToken: async () => ({ error: { type: 'invalid_request_error', message: 'Not supported' } }),
    async createPaymentMethod() {
      paymentMethodRequests += 1;
      const answer = options.paymentMethod ?? { id: 'pm_card_visa' };
      return 'error' in answer
        ? { error: { type: 'card_error', message: answer.error } }
        : { paymentMethod: { id: answer.id, object: 'payment_method', type: 'card' } };
    },
    async confirmCardPayment(clientSecret: string) {
      confirmations.push(clientSecret);
      const answer = options.confirmation ?? 'succeeded';
      return answer === 'succeeded'
        ? { paymentIntent: { id: 'pi_fake', status: 'succeeded' } }
        : { error: { type: 'card_error', message: answer.error } };
    },
    _registerWrapper() {},
    registerAppInfo() {},
  };

  return {
    // Only the members above are ever called; the cast stands for Stripe's much larger type.
    stripe: stripe as unknown as Stripe,
    confirmations,
    paymentMethodRequests: () => paymentMethodRequests,
  };
}

/** A loader that hands the page this fake, whatever /config says. */
export const fakeStripeLoader =
  (fake: FakeStripe = createFakeStripe()): StripeLoader =>
  async () =>
    fake.stripe;

/** A loader for a page whose card provider never came (Stripe.js failed to load). */
export const missingStripeLoader: StripeLoader = async () => null;

const FIELDS = [
  { label: 'Card number', placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number', grow: '1' },
  { label: 'Expiration date', placeholder: 'MM / YY', autocomplete: 'cc-exp', grow: '0' },
  { label: 'Security code', placeholder: 'CVC', autocomplete: 'cc-csc', grow: '0' },
] as const;

class FakeCardElement {
  private node: HTMLElement | null = null;
  private readonly listeners = new Map<string, Set<(event: unknown) => void>>();

  constructor(private readonly onDestroy: () => void) {}

  mount(node: HTMLElement) {
    this.node = node;
    const row = document.createElement('div');
    // Styled here rather than by the site: the real field is Stripe's iframe, which the site's
    // styles cannot reach either.
    row.style.cssText = 'display:flex;gap:12px;align-items:center;font:inherit;';
    for (const field of FIELDS) {
      const input = document.createElement('input');
      input.setAttribute('aria-label', field.label);
      input.placeholder = field.placeholder;
      input.autocomplete = field.autocomplete;
      input.inputMode = 'numeric';
      input.style.cssText = `flex:${field.grow} 1 auto;min-width:0;width:${field.grow === '1' ? '10ch' : '7ch'};border:0;padding:0;font:inherit;color:inherit;background:transparent;outline-offset:2px;`;
      row.append(input);
    }
    node.append(row);
    queueMicrotask(() => this.emit('ready', { elementType: 'card' }));
  }

  on(event: string, handler: (event: unknown) => void) {
    const handlers = this.listeners.get(event) ?? new Set();
    handlers.add(handler);
    this.listeners.set(event, handlers);
    return this;
  }

  off(event: string, handler: (event: unknown) => void) {
    this.listeners.get(event)?.delete(handler);
    return this;
  }

  once(event: string, handler: (event: unknown) => void) {
    const wrapped = (payload: unknown) => {
      this.off(event, wrapped);
      handler(payload);
    };
    return this.on(event, wrapped);
  }

  update() {}
  focus() {
    this.node?.querySelector('input')?.focus();
  }
  blur() {}
  clear() {}

  unmount() {
    this.node?.replaceChildren();
  }

  destroy() {
    this.unmount();
    this.node = null;
    this.onDestroy();
  }

  private emit(event: string, payload: unknown) {
    for (const handler of this.listeners.get(event) ?? []) handler(payload);
  }
}
