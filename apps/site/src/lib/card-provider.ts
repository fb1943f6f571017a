import type { Language, SiteConfigResponse } from '@app/contracts';
import {
  type CardConfirmation,
  CardProviderError,
  type CardSetupConfirmation,
  type ProviderRefusal,
} from '@app/machines';
import { CardElement } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * How the payment page gets its card provider, from GET /config: the real Stripe.js in the site,
 * a fake Stripe object in tests and stories (src/testing/fake-stripe.ts), which have no Stripe and no
 * emulator to talk to. Resolves to null when there is no provider to use.
 */
export type StripeLoader = (config: SiteConfigResponse, language: Language) => Promise<Stripe | null>;

/**
 * Puts the script in the page once and waits for it. A second caller while it loads (React's
 * StrictMode renders twice in development) waits for the same element; a script that failed is
 * removed, so a later visit tries again (the emulator may just have started).
 */
function loadScript(src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let script = [...document.scripts].find((candidate) => candidate.getAttribute('src') === src);
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
    const element = script;
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener(
      'error',
      () => {
        element.remove();
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
  });
}

/**
 * The site's loader. With `stripeJsUrl` (the Stripe emulator's stand-in, in development and
 * tests) the script is put in the page first, and `loadStripe` from the pure entry then resolves
 * to the `window.Stripe` it defined; without it, `loadStripe` fetches js.stripe.com. The pure
 * entry loads nothing until called, and only the payment route imports this module, so no other
 * page ever loads Stripe (docs/toolchain.md#stripe-offline).
 */
export const loadStripeJs: StripeLoader = async ({ stripePublishableKey, stripeJsUrl }, language) => {
  if (stripeJsUrl && !('Stripe' in window)) await loadScript(stripeJsUrl);
  return loadStripe(stripePublishableKey, { locale: language });
};

/**
 * Stripe.js's refusal as its codes only: its `message` is Stripe's own wording (an informal Italian
 * "il tuo metodo di pagamento"), never shown; the machines say ours
 * (docs/subscriptions-and-money.md#payment-errors).
 */
export function refusalOf(error: Pick<StripeError, 'code' | 'decline_code'>): ProviderRefusal {
  return {
    ...(error.code ? { code: error.code } : {}),
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
  };
}

/**
 * The card payment chart's `createPaymentMethod` (docs/calls.md#stripe-js: "creates a payment method from the
 * card field"), with the three failures of docs/subscriptions-and-money.md#payment-errors: Stripe not ready,
 * no card field, or the provider's refusal (in our words for its code, the generic payment error otherwise).
 */
export async function createCardPaymentMethod(
  stripe: Stripe | null,
  elements: StripeElements | null,
): Promise<{ paymentMethodId: string }> {
  if (!stripe || !elements) throw new CardProviderError({ reason: 'not_ready' });
  const card = elements.getElement(CardElement);
  if (!card) throw new CardProviderError({ reason: 'no_card_field' });
  const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
  if (error) throw new CardProviderError({ reason: 'provider', refusal: refusalOf(error) });
  if (!paymentMethod) throw new Error('The card provider answered neither a payment method nor an error');
  return { paymentMethodId: paymentMethod.id };
}

/**
 * The card payment chart's `confirmCardPayment`: 3-D Secure with the client secret the API
 * returned (docs/subscriptions-and-money.md#card-payment, confirming). Stripe.js opens its own challenge and
 * answers once it is done.
 */
export async function confirmCardPayment(
  stripe: Stripe | null,
  clientSecret: string,
): Promise<CardConfirmation> {
  if (!stripe) throw new CardProviderError({ reason: 'not_ready' });
  const { error } = await stripe.confirmCardPayment(clientSecret);
  if (!error) return {};
  // Refused: the chart says it in our words for the provider's codes, or that the payment failed
  // (docs/subscriptions-and-money.md#payment-errors).
  return { refusal: refusalOf(error) };
}

/**
 * The card change chart's `confirmCardSetup` (docs/subscriptions-and-money.md#billing): Stripe.js
 * saves the card typed in the field against the SetupIntent, with 3-D Secure when the bank asks,
 * and names the saved card.
 */
export async function confirmCardSetup(
  stripe: Stripe | null,
  elements: StripeElements | null,
  clientSecret: string,
): Promise<CardSetupConfirmation> {
  if (!stripe || !elements) throw new CardProviderError({ reason: 'not_ready' });
  const card = elements.getElement(CardElement);
  if (!card) throw new CardProviderError({ reason: 'no_card_field' });
  const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
  if (error) return { refusal: refusalOf(error) };
  const paymentMethod = setupIntent?.payment_method;
  const paymentMethodId = typeof paymentMethod === 'string' ? paymentMethod : paymentMethod?.id;
  if (!paymentMethodId) return { refused: true };
  return { paymentMethodId };
}
