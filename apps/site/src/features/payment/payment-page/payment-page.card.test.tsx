import { endpointRoute, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStripe, fakeStripeLoader, missingStripeLoader } from '../../../testing/fake-stripe.js';
import { recordCalls } from '../../../testing/record-requests.js';
import {
  chf,
  fillBilling,
  openBilling,
  openCardDialog,
  renderPayment,
  summary,
} from './payment-page.testing.js';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Some failures are only logged (docs/languages.md#error-text); the tests that expect it assert on this
  // spy.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
});

describe('paying by card (docs/subscriptions-and-money.md#card-payment)', () => {
  it('pays: processing, then the subscription activated, with the way to the account', async () => {
    const user = userEvent.setup();
    const { router } = await renderPayment({
      handlers: scenarios.cardSucceeds.handlers(),
      state: { licenseType: 'enterprise' },
    });
    const orders = recordCalls('createSubscriptionCreditCard');
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('936.00')}` }));
    const account = await card.findByRole('link', { name: 'Go to your account' });
    expect(card.getByText('Your subscription is active. Thank you for your trust.')).toBeTruthy();
    expect(card.getByRole('status').textContent).toBe('Subscription activated');
    expect(orders).toEqual([
      { paymentMethodId: 'pm_card_visa', licenseType: 'enterprise', frequency: 'annual', userCount: 2 },
    ]);
    // docs/subscriptions-and-money.md#card-dialog: no paying once active; issue 23: so no Pay at all beside
    // Done, and the stages say what was done rather than "Processing…".
    expect(card.queryByRole('button', { name: `Pay ${chf('936.00')}` })).toBeNull();
    expect((card.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(false);
    expect(
      within(card.getByRole('list', { name: 'Payment progress' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Payment received', 'Activation complete', 'Subscription activated']);
    await waitFor(() => expect(document.activeElement).toBe(account));
    await user.click(account);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('disables Cancel and Pay while the payment is processing', async () => {
    const user = userEvent.setup();
    const { method, path } = endpointRoute('createSubscriptionCreditCard');
    // An answer that never comes keeps the payment in processing.
    await renderPayment({
      handlers: [method(path, () => new Promise(() => {})), ...scenarios.free.handlers()],
    });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Processing…'));
    expect((card.getByRole('button', { name: `Pay ${chf('588.00')}` }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((card.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refused card with its exact message, and lets the user try again or cancel', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: scenarios.cardDeclined.handlers() });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe('Card declined. Please try again.');
    expect(card.getByText('Payment not completed')).toBeTruthy();
    expect((card.getByRole('button', { name: `Pay ${chf('588.00')}` }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.click(card.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back to the order, nothing lost.
    expect(summary('Due today')).toBe(chf('588.00'));
  });

  it('shows an unexpected payment status as an unknown error', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: scenarios.cardUnknownError.handlers() });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe('Unknown error.');
  });

  it("shows the card provider's own message when it refuses the card", async () => {
    const user = userEvent.setup();
    const fake = createFakeStripe({ paymentMethod: { error: 'Your card number is incomplete.' } });
    await renderPayment({ stripeLoader: fakeStripeLoader(fake) });
    const orders = recordCalls('createSubscriptionCreditCard');
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    expect(orders).toEqual([]);
  });

  it('says Stripe is not ready when the card provider could not be loaded', async () => {
    const user = userEvent.setup();
    await renderPayment({ stripeLoader: missingStripeLoader });
    const billing = await openBilling(user);
    await fillBilling(user, billing);
    await user.click(billing.getByRole('button', { name: 'Confirm' }));
    const card = within(await screen.findByRole('dialog', { name: 'Card payment' }));
    expect(card.getByText('Loading the secure card field…')).toBeTruthy();
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe('Stripe is not ready.');
  });

  it('says the card field is missing when Stripe cannot find it', async () => {
    const user = userEvent.setup();
    await renderPayment({ stripeLoader: fakeStripeLoader(createFakeStripe({ withoutCardField: true })) });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe('Card field not found.');
  });
});

describe('3-D Secure and activation (docs/subscriptions-and-money.md#card-payment, docs/subscriptions-and-money.md#polling)', () => {
  beforeEach(() => {
    // Fake clocks that still move on their own, so the requests and the UI settle as usual while
    // the tests jump over the 1.5 s wait, the 4 s polls and the 120 s limit.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });

  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('confirms with the client secret, waits 1.5 s, then activates at the first poll', async () => {
    const user = setup();
    const fake = createFakeStripe();
    await renderPayment({
      handlers: scenarios.cardNeedsThreeDSecure.handlers(),
      stripeLoader: fakeStripeLoader(fake),
    });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Activation in progress…'));
    expect(fake.confirmations).toEqual(['pi_mock_3ds_secret_0123456789']);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Subscription activated'));
  });

  it('shows the message of a failed 3-D Secure authentication', async () => {
    const user = setup();
    const fake = createFakeStripe({
      confirmation: { error: 'We are unable to authenticate your payment method.' },
    });
    await renderPayment({
      handlers: scenarios.cardNeedsThreeDSecure.handlers(),
      stripeLoader: fakeStripeLoader(fake),
    });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'We are unable to authenticate your payment method.',
    );
  });

  it('polls the user every 4 seconds until active', async () => {
    const user = setup();
    const polls = { count: 0 };
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/users/me')) polls.count += 1;
    });
    await renderPayment({ handlers: scenarios.activatesAfterThreePolls.handlers() });
    const card = await openCardDialog(user);
    // The top bar read the plan as the page opened (users/me too): only the payment's polls count.
    polls.count = 0;
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Activation in progress…'));
    expect(polls.count).toBe(0);
    // Pending three times, active at the fourth.
    for (const poll of [1, 2, 3]) {
      await vi.advanceTimersByTimeAsync(4_000);
      await waitFor(() => expect(polls.count).toBe(poll));
      expect(card.getByRole('status').textContent).toBe('Activation in progress…');
    }
    await vi.advanceTimersByTimeAsync(4_000);
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Subscription activated'));
    expect(polls.count).toBe(4);
    server.events.removeAllListeners();
  });

  it('gives up after 120 seconds with the activation message', async () => {
    const user = setup();
    await renderPayment({ handlers: scenarios.activationTimesOut.handlers() });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Activation in progress…'));
    await vi.advanceTimersByTimeAsync(119_000);
    expect(card.queryByRole('alert')).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await card.findByRole('alert')).textContent).toBe(
      'Activation is taking too long. Please try again later.',
    );
  });
});
