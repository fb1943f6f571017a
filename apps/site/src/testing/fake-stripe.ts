import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/contracts';
import { SETUP_SECRETS } from '@app/mocks';
import type { Stripe } from '@stripe/stripe-js';
import type { StripeLoader } from '../lib/card-provider.js';

/**
 * The card field's and the errors' words as Stripe shows them, translated by Stripe itself with the
 * `locale` it is given: they are not the site's messages, so they live here with the stand-in.
 */
export const FAKE_STRIPE_WORDS: Readonly<
  Record<
    Language,
    {
      readonly number: string;
      readonly expiry: string;
      readonly cvc: string;
      readonly expiryPlaceholder: string;
      readonly incompleteNumber: string;
      readonly authenticationFailed: string;
    }
  >
> = {
  en: {
    number: 'Card number',
    expiry: 'Expiration date',
    cvc: 'Security code',
    expiryPlaceholder: 'MM / YY',
    incompleteNumber: 'Your card number is incomplete.',
    authenticationFailed:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  fr: {
    number: 'Numéro de carte',
    expiry: "Date d'expiration",
    cvc: 'Code de sécurité',
    expiryPlaceholder: 'MM / AA',
    incompleteNumber: 'Le numéro de carte est incomplet.',
    authenticationFailed:
      "Nous ne sommes pas en mesure d'authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.",
  },
  de: {
    number: 'Kartennummer',
    expiry: 'Ablaufdatum',
    cvc: 'Sicherheitscode',
    expiryPlaceholder: 'MM / JJ',
    incompleteNumber: 'Ihre Kartennummer ist unvollständig.',
    authenticationFailed:
      'Wir können Ihre Zahlungsmethode nicht authentifizieren. Bitte wählen Sie eine andere Zahlungsmethode aus und versuchen Sie es erneut.',
  },
  it: {
    number: 'Numero di carta',
    expiry: 'Data di scadenza',
    cvc: 'Codice di sicurezza',
    expiryPlaceholder: 'MM / AA',
    incompleteNumber: 'Il numero della carta è incompleto.',
    authenticationFailed:
      'Non siamo in grado di autenticare il tuo metodo di pagamento. Scegli un metodo di pagamento diverso e riprova.',
  },
};

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A Stripe.js error: its own words (which the site must never show) and its codes. */
export interface FakeStripeError {
  readonly error: string;
  readonly code?: string;
  readonly declineCode?: string;
}

const stripeError = ({ error, code, declineCode }: FakeStripeError) => ({
  type: 'card_error',
  message: error,
  ...(code ? { code } : {}),
  ...(declineCode ? { decline_code: declineCode } : {}),
});

/** What the fake card provider answers; each default is the happy path. */
export interface FakeStripeOptions {
  /** createPaymentMethod: this payment method id, or Stripe's error with this message and codes. */
  readonly paymentMethod?: { readonly id: string } | FakeStripeError;
  /** confirmCardPayment (3-D Secure): passed, or Stripe's error with this message and codes. */
  readonly confirmation?: 'succeeded' | FakeStripeError;
  /** Leaves the card field out of `elements.getElement`, as if it had never been mounted. */
  readonly withoutCardField?: boolean;
}

export interface FakeStripe {
  readonly stripe: Stripe;
  /** The client secrets confirmCardPayment and confirmCardSetup received, in order. */
  readonly confirmations: string[];
  /** How many times createPaymentMethod was called. */
  readonly paymentMethodRequests: () => number;
}

/**
 * A stand-in for the Stripe object, for tests (jsdom) and stories (Chromium without the
 * emulator): just what @stripe/react-stripe-js and the payment page call. Its card element
 * mounts three labelled inputs laid out like Stripe's single-line card field, in the `locale`
 * the page gives Elements, so screenshots show a field where the real one would be; typing in
 * them changes nothing.
 */
export function createFakeStripe(options: FakeStripeOptions = {}): FakeStripe {
  const confirmations: string[] = [];
  let paymentMethodRequests = 0;
  const mounted = new Map<string, FakeCardElement>();
  let language: Language = DEFAULT_LANGUAGE;

  const elements = {
    create(type: string) {
      const element = new FakeCardElement(language, () => mounted.delete(type));
      mounted.set(type, element);
      return element;
    },
    getElement(type: string | { __elementType?: string }) {
      if (options.withoutCardField) return null;
      const key = typeof type === 'string' ? type : type.__elementType;
      return (key && mounted.get(key)) || null;
    },
    update(update?: { locale?: string }) {
      if (isLanguage(update?.locale)) language = update.locale;
    },
  };

  const stripe = {
    elements: (options?: { locale?: string }) => {
      if (isLanguage(options?.locale)) language = options.locale;
      return elements;
    },
    createToken: async () => ({ error: { type: 'invalid_request_error', message: 'Not supported' } }),
    async createPaymentMethod() {
      paymentMethodRequests += 1;
      const answer = options.paymentMethod ?? { id: 'pm_card_visa' };
      return 'error' in answer
        ? { error: stripeError(answer) }
        : { paymentMethod: { id: answer.id, object: 'payment_method', type: 'card' } };
    },
    async confirmCardPayment(clientSecret: string) {
      confirmations.push(clientSecret);
      const answer = options.confirmation ?? 'succeeded';
      return answer === 'succeeded'
        ? { paymentIntent: { id: 'pi_fake', status: 'succeeded' } }
        : { error: stripeError(answer) };
    },
    // docs/subscriptions-and-money.md#billing: the mocks' SetupIntent secret says how its 3-D
    // Secure goes (SETUP_SECRETS).
    async confirmCardSetup(clientSecret: string) {
      confirmations.push(clientSecret);
      return clientSecret === SETUP_SECRETS.threeDSecureFails
        ? {
            error: stripeError({
              error: FAKE_STRIPE_WORDS[language].authenticationFailed,
              code: 'setup_intent_authentication_failure',
            }),
          }
        : { setupIntent: { id: 'seti_fake', status: 'succeeded', payment_method: 'pm_card_mastercard' } };
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

/**
 * A loader that hands the page this fake, whatever /config says; or a fake made for the language
 * the page loads Stripe in (its errors in Stripe's words for that language).
 */
export const fakeStripeLoader =
  (fake: FakeStripe | ((language: Language) => FakeStripe) = createFakeStripe()): StripeLoader =>
  async (_config, language) =>
    (typeof fake === 'function' ? fake(language) : fake).stripe;

/** A loader for a page whose card provider never came (Stripe.js failed to load). */
export const missingStripeLoader: StripeLoader = async () => null;

const fields = (language: Language) => {
  const words = FAKE_STRIPE_WORDS[language];
  return [
    { label: words.number, placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number', grow: '1' },
    { label: words.expiry, placeholder: words.expiryPlaceholder, autocomplete: 'cc-exp', grow: '0' },
    { label: words.cvc, placeholder: 'CVC', autocomplete: 'cc-csc', grow: '0' },
  ] as const;
};

class FakeCardElement {
  private node: HTMLElement | null = null;
  private readonly listeners = new Map<string, Set<(event: unknown) => void>>();

  constructor(
    private readonly language: Language,
    private readonly onDestroy: () => void,
  ) {}

  mount(node: HTMLElement) {
    this.node = node;
    const row = document.createElement('div');
    // Styled here rather than by the site: the real field is Stripe's iframe, which the site's
    // styles cannot reach either.
    row.style.cssText = 'display:flex;gap:12px;align-items:center;font:inherit;';
    for (const field of fields(this.language)) {
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
