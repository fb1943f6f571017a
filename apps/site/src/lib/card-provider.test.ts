import { CardProviderError } from '@app/machines';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeStripe } from '../testing/fake-stripe.js';
import { confirmCardPayment, createCardPaymentMethod, loadStripeJs } from './card-provider.js';

const EMULATOR_JS = 'http://localhost:12111/v3/stripe.js';

afterEach(() => {
  Reflect.deleteProperty(window, 'Stripe');
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('loading Stripe.js (docs/toolchain.md#stripe-offline)', () => {
  it("puts the emulator's stand-in in the page first, then builds Stripe from its window.Stripe", async () => {
    const instance = createFakeStripe().stripe;
    const StripeJs = vi.fn((_key: string, _options: unknown) => instance);
    const loading = loadStripeJs(
      { stripePublishableKey: 'pk_test_site', stripeJsUrl: EMULATOR_JS, invoicePaymentEnabled: false },
      'de',
    );
    const scripts = document.querySelectorAll(`script[src="${EMULATOR_JS}"]`);
    expect(scripts).toHaveLength(1);
    // What the browser does once the script has run: the stand-in defines window.Stripe.
    Object.assign(window, { Stripe: Object.assign(StripeJs, { version: 'endive' }) });
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(instance);
    expect(StripeJs).toHaveBeenCalledWith('pk_test_site', { locale: 'de' });
  });

  it('fails when the stand-in cannot be loaded, and tries again on the next visit', async () => {
    const first = loadStripeJs(
      { stripePublishableKey: 'pk_test_site', stripeJsUrl: EMULATOR_JS, invoicePaymentEnabled: false },
      'en',
    );
    document.querySelector(`script[src="${EMULATOR_JS}"]`)?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(`Could not load ${EMULATOR_JS}`);
    expect(document.querySelector(`script[src="${EMULATOR_JS}"]`)).toBeNull();
    void loadStripeJs(
      { stripePublishableKey: 'pk_test_site', stripeJsUrl: EMULATOR_JS, invoicePaymentEnabled: false },
      'en',
    ).catch(() => {});
    expect(document.querySelectorAll(`script[src="${EMULATOR_JS}"]`)).toHaveLength(1);
  });
});

describe('the card actors (docs/subscriptions-and-money.md#card-payment)', () => {
  const elementsWith = (card: unknown) => ({ getElement: () => card }) as unknown as StripeElements;

  it('refuses with not_ready while Stripe or its Elements are missing', async () => {
    const { stripe } = createFakeStripe();
    for (const [candidate, elements] of [
      [null, elementsWith({})],
      [stripe, null],
    ] as const) {
      const failure = await createCardPaymentMethod(candidate, elements).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CardProviderError);
      expect((failure as CardProviderError).problem).toEqual({ reason: 'not_ready' });
    }
    await expect(confirmCardPayment(null, 'pi_secret')).rejects.toBeInstanceOf(CardProviderError);
  });

  it('refuses with no_card_field when the card field is not mounted', async () => {
    const failure = await createCardPaymentMethod(createFakeStripe().stripe, elementsWith(null)).catch(
      (error: unknown) => error,
    );
    expect((failure as CardProviderError).problem).toEqual({ reason: 'no_card_field' });
  });

  it("passes on the provider's codes, never its words, and answers the payment method's id", async () => {
    const refused = createFakeStripe({
      paymentMethod: {
        error: 'Your card number is invalid.',
        code: 'card_declined',
        declineCode: 'expired_card',
      },
    }).stripe;
    const failure = await createCardPaymentMethod(refused, elementsWith({})).catch((error: unknown) => error);
    expect((failure as CardProviderError).problem).toEqual({
      reason: 'provider',
      refusal: { code: 'card_declined', declineCode: 'expired_card' },
    });
    const accepted = createFakeStripe({ paymentMethod: { id: 'pm_card_mastercard' } }).stripe;
    await expect(createCardPaymentMethod(accepted, elementsWith({}))).resolves.toEqual({
      paymentMethodId: 'pm_card_mastercard',
    });
  });

  it('reports a failed 3-D Secure confirmation by its code, and nothing when it passed', async () => {
    const fake = createFakeStripe();
    await expect(confirmCardPayment(fake.stripe, 'pi_1_secret_2')).resolves.toEqual({});
    expect(fake.confirmations).toEqual(['pi_1_secret_2']);
    const failing = createFakeStripe({
      confirmation: { error: 'Authentication failed.', code: 'payment_intent_authentication_failure' },
    }).stripe;
    await expect(confirmCardPayment(failing, 'pi_1_secret_2')).resolves.toEqual({
      refusal: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('refuses without codes as a plain refusal: the generic words in the chart', async () => {
    const silent = {
      createPaymentMethod: async () => ({ error: { type: 'api_error' } }),
      confirmCardPayment: async () => ({ error: { type: 'api_error' } }),
    } as unknown as Stripe;
    const failure = await createCardPaymentMethod(silent, elementsWith({})).catch((error: unknown) => error);
    // The chart shows payment.error.paymentError for a refusal it has no words for.
    expect((failure as CardProviderError).problem).toEqual({ reason: 'provider', refusal: {} });
    await expect(confirmCardPayment(silent, 'pi_secret')).resolves.toEqual({ refusal: {} });
  });
});
