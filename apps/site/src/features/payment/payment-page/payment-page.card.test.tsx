import {
  ACTIVATION_POLL_INTERVAL_MS,
  ACTIVATION_TIMEOUT_MS,
  AFTER_AUTHENTICATION_WAIT_MS,
} from '@app/machines';
import { endpointRoute, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
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
    // docs/subscriptions-and-money.md#card-dialog: no paying once active;
    // docs/subscriptions-and-money.md#payment-stages: so no Pay at all beside Done, and the stages
    // say what was done rather than "Processing…".
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

  it('once paid, drops "Try for free" from the top bar at once, and Done goes on to the account', async () => {
    const user = userEvent.setup();
    const { router } = await renderPayment({ handlers: scenarios.cardSucceeds.handlers() });
    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('link', { name: 'Try for free' })).toBeTruthy();
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    await card.findByRole('link', { name: 'Go to your account' });
    // docs/routes-and-screens.md#top-bar: no trial for a paid plan, without a reload or a navigation.
    await waitFor(() => expect(banner.queryByRole('link', { name: 'Try for free' })).toBeNull());
    expect(router.state.location.pathname).toBe('/payment');
    await user.click(card.getByRole('button', { name: 'Done' }));
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

  it("shows our words, never the card provider's, when it refuses the card (docs/subscriptions-and-money.md#payment-errors)", async () => {
    const user = userEvent.setup();
    const fake = createFakeStripe({
      paymentMethod: { error: 'Your card number is incomplete.', code: 'incomplete_number' },
    });
    await renderPayment({ stripeLoader: fakeStripeLoader(fake) });
    const orders = recordCalls('createSubscriptionCreditCard');
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'Please check the card number, the expiry date and the security code.',
    );
    expect(orders).toEqual([]);
  });

  it('says the payment form is not ready when the card provider could not be loaded', async () => {
    const user = userEvent.setup();
    await renderPayment({ stripeLoader: missingStripeLoader });
    const billing = await openBilling(user);
    await fillBilling(user, billing);
    await user.click(billing.getByRole('button', { name: 'Confirm' }));
    const card = within(await screen.findByRole('dialog', { name: 'Card payment' }));
    expect(card.getByText('Loading the secure card field…')).toBeTruthy();
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'The payment form is not ready yet. Please try again in a moment.',
    );
  });

  it('says the card field is missing when Stripe cannot find it', async () => {
    const user = userEvent.setup();
    await renderPayment({ stripeLoader: fakeStripeLoader(createFakeStripe({ withoutCardField: true })) });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'The payment form could not be loaded. Please reload the page.',
    );
  });
});

/** XState's simulated clock, listing the waits the payment's chart arms on it (their lengths). */
class ChartClock extends SimulatedClock {
  readonly waits: number[] = [];
  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    this.waits.push(timeout);
    return super.setTimeout(fn, timeout);
  }
}

describe('3-D Secure and activation (docs/subscriptions-and-money.md#card-payment, docs/subscriptions-and-money.md#polling)', () => {
  // The payment's waits run on a simulated clock that moves only when the test moves it, the
  // requests and the screen on real timers. A fake clock that also followed real time
  // (shouldAdvanceTime) counted a busy machine's seconds between two steps as waiting: the chart
  // polled, or gave up, before the test looked.
  let clock: ChartClock;
  beforeEach(() => {
    clock = new ChartClock();
  });

  it('confirms with the client secret, waits 1.5 s, then activates at the first poll', async () => {
    const user = userEvent.setup();
    const fake = createFakeStripe();
    await renderPayment({
      handlers: scenarios.cardNeedsThreeDSecure.handlers(),
      stripeLoader: fakeStripeLoader(fake),
      clock,
    });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Activation in progress…'));
    expect(fake.confirmations).toEqual(['pi_mock_3ds_secret_0123456789']);
    await waitFor(() => expect(clock.waits).toContain(AFTER_AUTHENTICATION_WAIT_MS));
    act(() => clock.increment(AFTER_AUTHENTICATION_WAIT_MS));
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Subscription activated'));
  });

  it("shows our words for a failed 3-D Secure authentication, never Stripe's", async () => {
    const user = userEvent.setup();
    const fake = createFakeStripe({
      confirmation: {
        error: 'We are unable to authenticate your payment method.',
        code: 'payment_intent_authentication_failure',
      },
    });
    await renderPayment({
      handlers: scenarios.cardNeedsThreeDSecure.handlers(),
      stripeLoader: fakeStripeLoader(fake),
      clock,
    });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    expect((await card.findByRole('alert')).textContent).toBe(
      'Your bank did not confirm this card. Please try again or use another card.',
    );
  });

  it('polls the user every 4 seconds until active', async () => {
    const user = userEvent.setup();
    const polls = { count: 0 };
    const countPolls = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/users/me')) polls.count += 1;
    };
    server.events.on('request:start', countPolls);
    onTestFinished(() => {
      server.events.removeListener('request:start', countPolls);
    });
    await renderPayment({ handlers: scenarios.activatesAfterThreePolls.handlers(), clock });
    const card = await openCardDialog(user);
    // The top bar read the plan as the page opened (users/me too): only the payment's polls count.
    polls.count = 0;
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Activation in progress…'));
    const pollWaits = () => clock.waits.filter((wait) => wait === ACTIVATION_POLL_INTERVAL_MS).length;
    // Pending three times, active at the fourth. The chart arms each 4 s wait once the answer
    // before it has come; the clock is moved on only then.
    for (const poll of [1, 2, 3, 4]) {
      await waitFor(() => expect(pollWaits()).toBe(poll));
      expect(polls.count).toBe(poll - 1);
      expect(card.getByRole('status').textContent).toBe('Activation in progress…');
      act(() => clock.increment(ACTIVATION_POLL_INTERVAL_MS));
      await waitFor(() => expect(polls.count).toBe(poll));
    }
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Subscription activated'));
    expect(pollWaits()).toBe(4);
    // Four polls, then the top bar reads the plan once more, now paid for (docs/routes-and-screens.md#top-bar).
    await waitFor(() => expect(polls.count).toBe(5));
  });

  it('gives up 120 seconds after activation began, with the activation message', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: scenarios.activationTimesOut.handlers(), clock });
    const card = await openCardDialog(user);
    await user.click(card.getByRole('button', { name: `Pay ${chf('588.00')}` }));
    await waitFor(() => expect(card.getByRole('status').textContent).toBe('Activation in progress…'));
    await waitFor(() => expect(clock.waits).toContain(ACTIVATION_TIMEOUT_MS));
    // A millisecond short of the limit the activation still holds (act renders what the chart
    // did in that time before the screen is read); at the limit it fails.
    act(() => clock.increment(ACTIVATION_TIMEOUT_MS - 1));
    expect(card.queryByRole('alert')).toBeNull();
    expect(card.getByRole('status').textContent).toBe('Activation in progress…');
    act(() => clock.increment(1));
    expect((await card.findByRole('alert')).textContent).toBe(
      'Activation is taking longer than expected. Please try again later.',
    );
  });
});
