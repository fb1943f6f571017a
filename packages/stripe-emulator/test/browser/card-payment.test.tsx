import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry (no script injection on import), which the site imports as '@stripe/stripe-js/pure'.
// That package has no `exports` map, so NodeNext type resolution needs the file itself.
import { loadStripe } from '@stripe/stripe-js/dist/pure.mjs';
import { type FormEvent, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';

/**
 * @stripe/react-stripe-js, unchanged, on the emulator's Stripe.js stand-in: a customer pays the
 * first invoice of a subscription with each of Stripe's test cards
 * (docs/subscriptions-and-money.md#card-payment).
 */
const emulatorUrl = inject('stripeEmulatorUrl');

beforeAll(async () => {
  // The site loads the stand-in before loadStripe when configured for the emulator; loadStripe
  // then resolves to this window.Stripe instead of fetching js.stripe.com.
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${emulatorUrl}/v3/stripe.js`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('could not load the Stripe.js stand-in'));
    document.head.append(script);
  });
});

function PaymentForm({ clientSecret }: { clientSecret: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');

  async function pay(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    const result = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: { name: 'Dr. Test' } },
    });
    setBusy(false);
    setOutcome(
      result.error
        ? `Refused: ${[result.error.code, result.error.decline_code].filter(Boolean).join(' / ')}. ${result.error.message}`
        : `Paid: ${result.paymentIntent.status}`,
    );
  }

  return (
    <form onSubmit={pay} aria-label="Card payment">
      <CardElement options={{ hidePostalCode: true }} onReady={() => setReady(true)} />
      <button type="submit" disabled={!stripe || !ready || busy}>
        Pay
      </button>
      <output>{outcome}</output>
    </form>
  );
}

let root: Root | null = null;

async function renderPayment(clientSecret: string) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <Elements stripe={loadStripe('pk_test_emulator')}>
      <PaymentForm clientSecret={clientSecret} />
    </Elements>,
  );
  await expect.element(page.getByRole('button', { name: 'Pay' })).toBeEnabled();
}

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

async function fillCard(number: string) {
  await page.getByLabelText('Card number').fill(number);
  await page.getByLabelText('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabelText('Security code (CVC)').fill('123');
}

describe('paying a subscription with @stripe/react-stripe-js on the Stripe.js stand-in', () => {
  it('succeeds with 4242 4242 4242 4242, filled in with the keyboard only', async () => {
    const { clientSecret, subscriptionId } = await commands.createCardPayment();
    await renderPayment(clientSecret);
    await userEvent.tab();
    expect(document.activeElement).toBe(page.getByLabelText('Card number').element());
    // Each completed field hands over to the next one, as Stripe's card Element does.
    await userEvent.keyboard('4242424242424242');
    await userEvent.keyboard('1234');
    await userEvent.keyboard('123');
    await expect.element(page.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect.element(page.getByLabelText('Expiration date (MM / YY)')).toHaveValue('12 / 34');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Paid: succeeded')).toBeVisible();
    expect(await commands.paymentState(subscriptionId)).toEqual({
      subscription: 'active',
      paymentIntent: 'succeeded',
      invoice: 'paid',
    });
  });

  it('passes the 3-D Secure challenge with 4000 0025 0000 3155', async () => {
    const { clientSecret, subscriptionId } = await commands.createCardPayment();
    await renderPayment(clientSecret);
    await fillCard('4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Pay' }).click();
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await expect.element(challenge).toBeVisible();
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect.element(page.getByText('Paid: succeeded')).toBeVisible();
    await expect.element(challenge).not.toBeInTheDocument();
    expect((await commands.paymentState(subscriptionId)).subscription).toBe('active');
  });

  it('reports the failed 3-D Secure challenge as an error', async () => {
    const { clientSecret, subscriptionId } = await commands.createCardPayment();
    await renderPayment(clientSecret);
    await fillCard('4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expect.element(page.getByText(/^Refused: payment_intent_authentication_failure\./)).toBeVisible();
    expect(await commands.paymentState(subscriptionId)).toEqual({
      subscription: 'incomplete',
      paymentIntent: 'requires_payment_method',
      invoice: 'open',
    });
  });

  it.each([
    ['4000 0000 0000 9995', 'card_declined / insufficient_funds'],
    ['4000 0000 0000 0002', 'card_declined / generic_decline'],
  ])('declines %s with %s', async (number, codes) => {
    const { clientSecret, subscriptionId } = await commands.createCardPayment();
    await renderPayment(clientSecret);
    await fillCard(number);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect.element(page.getByText(new RegExp(`^Refused: ${codes}\\.`))).toBeVisible();
    expect((await commands.paymentState(subscriptionId)).paymentIntent).toBe('requires_payment_method');
  });

  it('shows Stripe’s validation messages for an incomplete card, without calling the API', async () => {
    const { clientSecret } = await commands.createCardPayment();
    await renderPayment(clientSecret);
    await page.getByLabelText('Card number').fill('4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect
      .element(page.getByText('Refused: incomplete_number. Your card number is incomplete.'))
      .toBeVisible();
    await expect.element(page.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  });
});
