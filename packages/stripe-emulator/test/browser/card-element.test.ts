import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

/** The stand-in's card Element on its own, as Stripe.js documents it (https://docs.stripe.com/js/element). */
interface CardChange {
  elementType: string;
  empty: boolean;
  complete: boolean;
  brand: string;
  error?: { type: string; code: string; message: string };
  value: { postalCode?: string };
}

interface StandInElement {
  mount(target: HTMLElement | string): void;
  on(event: string, handler: (event: unknown) => void): void;
  off(event: string, handler?: (event: unknown) => void): void;
  update(options: Record<string, unknown>): void;
  focus(): void;
  blur(): void;
  clear(): void;
  unmount(): void;
  destroy(): void;
}

interface StandInElements {
  create(type: string, options?: Record<string, unknown>): StandInElement;
  getElement(type: string): StandInElement | null;
}

type StandIn = ((
  key: string,
  options?: Record<string, unknown>,
) => {
  elements(options?: Record<string, unknown>): StandInElements;
}) & { version: string };

const emulatorUrl = inject('stripeEmulatorUrl');
let Stripe: StandIn;

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${emulatorUrl}/v3/stripe.js`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('could not load the Stripe.js stand-in'));
    document.head.append(script);
  });
  Stripe = (window as unknown as { Stripe: StandIn }).Stripe;
});

afterEach(() => {
  document.body.replaceChildren();
});

function mountCard(options: Record<string, unknown> = {}, locale?: string) {
  const host = document.createElement('div');
  host.id = 'card';
  document.body.append(host);
  const elements = Stripe('pk_test_x', locale ? { locale } : {}).elements();
  const card = elements.create('card', options);
  card.mount('#card');
  return { host, elements, card };
}

describe('the Stripe.js stand-in card Element', () => {
  it('announces the release train @stripe/stripe-js expects', () => {
    expect(Stripe.version).toBe('endive');
  });

  it('reports change events shaped like Stripe.js', async () => {
    const { card } = mountCard({ hidePostalCode: true });
    const changes: CardChange[] = [];
    card.on('change', (event) => changes.push(event as CardChange));
    await page.getByLabelText('Card number').fill('4242 4242 4242 4241');
    expect(changes.at(-1)).toMatchObject({
      elementType: 'card',
      empty: false,
      complete: false,
      brand: 'visa',
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    await page.getByLabelText('Card number').fill('4242 4242 4242 4242');
    await page.getByLabelText('Expiration date (MM / YY)').fill('1234');
    await page.getByLabelText('Security code (CVC)').fill('123');
    expect(changes.at(-1)).toMatchObject({ complete: true, error: undefined });
    card.clear();
    expect(changes.at(-1)).toMatchObject({ empty: true, complete: false });
  });

  it('reports focus, blur and ready, and can be focused and blurred', async () => {
    const { host, card } = mountCard();
    const seen: string[] = [];
    for (const event of ['ready', 'focus', 'blur']) card.on(event, () => seen.push(event));
    await expect.poll(() => seen).toContain('ready');
    card.focus();
    await expect.poll(() => seen).toContain('focus');
    expect(host.classList.contains('StripeElement--focus')).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    expect(seen).not.toContain('blur');
    card.blur();
    await expect.poll(() => seen).toContain('blur');
  });

  it('shows the postal code unless hidden, and follows update()', async () => {
    const { card } = mountCard();
    await expect.element(page.getByLabelText('Postal code')).toBeVisible();
    card.update({ hidePostalCode: true, disabled: true });
    await expect.element(page.getByLabelText('Postal code')).not.toBeInTheDocument();
    await expect.element(page.getByLabelText('Card number')).toBeDisabled();
  });

  it('speaks the customer’s language', async () => {
    mountCard({}, 'fr');
    await expect.element(page.getByLabelText('Numéro de carte')).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Données de la carte' })).toBeVisible();
  });

  it('unmounts, and is gone from its Elements once destroyed', () => {
    const { host, elements, card } = mountCard();
    card.unmount();
    expect(host.childElementCount).toBe(0);
    card.destroy();
    expect(elements.getElement('card')).toBeNull();
    expect(() => card.mount(host)).toThrow(/destroyed/);
  });
});
