import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/dist/pure.mjs';
import { type FormEvent, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { commands, page } from 'vitest/browser';

/**
 * Stripe.js' confirmCardSetup on the stand-in: a customer saves a card for later payments
 * through a SetupIntent, 3-D Secure included (https://docs.stripe.com/js/setup_intents/confirm_card_setup).
 */
const emulatorUrl = inject('stripeEmulatorUrl');

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${emulatorUrl}/v3/stripe.js`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('could not load the Stripe.js stand-in'));
    document.head.append(script);
  });
});

function SetupForm({ clientSecret }: { clientSecret: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [outcome, setOutcome] = useState('');

  async function save(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    setOutcome(
      result.error
        ? `Refused: ${[result.error.code, result.error.decline_code].filter(Boolean).join(' / ')}. ${result.error.message}`
        : `Saved: ${result.setupIntent.status}`,
    );
  }

  return (
    <form onSubmit={save} aria-label="Card setup">
      <CardElement options={{ hidePostalCode: true }} onReady={() => setReady(true)} />
      <button type="submit" disabled={!stripe || !ready}>
        Save
      </button>
      <output>{outcome}</output>
    </form>
  );
}

let root: Root | null = null;

async function renderSetup(clientSecret: string, number: string) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <Elements stripe={loadStripe('pk_test_emulator')}>
      <SetupForm clientSecret={clientSecret} />
    </Elements>,
  );
  await expect.element(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.getByLabelText('Card number').fill(number);
  await page.getByLabelText('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabelText('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
}

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

describe('saving a card with confirmCardSetup on the Stripe.js stand-in', () => {
  it('saves 4242 4242 4242 4242 to the customer at once', async () => {
    const { clientSecret, customerId } = await commands.createCardSetup();
    await renderSetup(clientSecret, '4242 4242 4242 4242');
    await expect.element(page.getByText('Saved: succeeded')).toBeVisible();
    expect(await commands.savedCards(customerId)).toEqual(['4242']);
  });

  it('asks for 3-D Secure with 4000 0025 0000 3155 and saves the card once it is passed', async () => {
    const { clientSecret, customerId } = await commands.createCardSetup();
    await renderSetup(clientSecret, '4000 0025 0000 3155');
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await expect.element(challenge).toBeVisible();
    await expect.element(challenge.getByText(/saving this card for later payments/)).toBeVisible();
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect.element(page.getByText('Saved: succeeded')).toBeVisible();
    expect(await commands.savedCards(customerId)).toEqual(['3155']);
  });

  it('saves nothing when 3-D Secure fails', async () => {
    const { clientSecret, customerId } = await commands.createCardSetup();
    await renderSetup(clientSecret, '4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expect.element(page.getByText(/^Refused: setup_intent_authentication_failure\./)).toBeVisible();
    expect(await commands.savedCards(customerId)).toEqual([]);
  });

  it('reports a card refused at setup with its decline code', async () => {
    const { clientSecret, customerId } = await commands.createCardSetup();
    await renderSetup(clientSecret, '4000 0000 0000 0002');
    await expect.element(page.getByText(/^Refused: card_declined \/ generic_decline\./)).toBeVisible();
    expect(await commands.savedCards(customerId)).toEqual([]);
  });
});
