import { createHandlers, endpointRoute, freeAccount, scenarios, serverErrorOn } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeLoader } from '../../../lib/card-provider.js';
import { createFakeStripe, fakeStripeLoader, missingStripeLoader } from '../../../testing/fake-stripe.js';
import { recordCalls } from '../../../testing/record-requests.js';
import { type RenderOptions, renderScreen } from '../../../testing/render-screen.js';
import { PaymentPage } from './payment-page.js';

// The day the order is placed: the next billing date is counted from it (SPEC §4).
const TODAY = new Date('2026-03-12T09:00:00Z');

const BILLING = {
  'First name': 'Anna',
  'Last name': 'Müller',
  Address: 'Rue du Lac 12',
  'Postal code': '1003',
  City: 'Lausanne',
};

interface Setup extends RenderOptions {
  handlers?: RequestHandler[];
  stripeLoader?: StripeLoader;
}

/** The page, once it knows the account (subscription-info) and shows the order. */
async function renderPayment({ handlers, stripeLoader, ...options }: Setup = {}) {
  server.use(...(handlers ?? scenarios.free.handlers()));
  const rendered = renderScreen(
    '/payment',
    <PaymentPage stripeLoader={stripeLoader ?? fakeStripeLoader()} today={TODAY} />,
    {
      signedIn: true,
      ...options,
    },
  );
  await screen.findByRole('heading', { level: 2, name: /Your order|Votre commande|Your change/ });
  return rendered;
}

/** An amount as the site writes it in English: CHF and a no-break space (packages/i18n). */
const chf = (amount: string) => `CHF\u00a0${amount}`;

const summary = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function openBilling(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return within(await screen.findByRole('dialog', { name: 'Billing information' }));
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  for (const [label, value] of Object.entries(BILLING))
    await user.type(dialog.getByRole('textbox', { name: label }), value);
}

/** From the order to the card dialog, with the billing info filled in. */
async function openCardDialog(user: ReturnType<typeof userEvent.setup>) {
  const billing = await openBilling(user);
  await fillBilling(user, billing);
  await user.click(billing.getByRole('button', { name: 'Confirm' }));
  const card = within(await screen.findByRole('dialog', { name: 'Card payment' }));
  // The fake provider's card field is mounted once Stripe's Elements are ready.
  await card.findByRole('textbox', { name: 'Card number' });
  return card;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // SPEC §8 only logs some failures; the tests that expect it assert on this spy.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
});

describe('the payment page (SPEC §2 Payment)', () => {
  it('sends a visitor to /signin, to come back to /payment with the chosen plan', async () => {
    const { router } = renderScreen('/payment', <PaymentPage stripeLoader={fakeStripeLoader()} />, {
      state: { licenseType: 'enterprise' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/payment', licenseType: 'enterprise' });
  });

  it('shows Premium, billed annually by default: 49 a month, 588 due today with its VAT split', async () => {
    await renderPayment();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Complete your subscription');
    const plan = within(screen.getByRole('article', { name: 'Premium' }));
    expect(plan.getByText('49.00')).toBeTruthy();
    expect(plan.getByText('per month')).toBeTruthy();
    expect(plan.getByText('Billed annually: CHF 588.00 per year')).toBeTruthy();
    expect(
      within(plan.getByRole('list', { name: 'Included in Premium' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /Annual/ }).getAttribute('aria-checked')).toBe('true');
    // Premium is one user (SPEC §1): nothing to choose.
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(summary('Users')).toBe('1');
    expect(summary('Due today')).toBe(chf('588.00'));
    // SPEC §9: VAT 7.7 % included, subtotal = total / 1.077.
    expect(summary('Subtotal excl. VAT')).toBe(chf('545.96'));
    expect(summary('VAT 7.7%')).toBe(chf('42.04'));
    expect(summary('Next billing date')).toBe('12 March 2027');
    expect(screen.getByText('Prices in CHF, VAT of 7.7% included.')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Complete your subscription'));
  });

  it('prices monthly billing at 53.45, billed again a month later', async () => {
    const user = userEvent.setup();
    await renderPayment();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(screen.getByRole('article', { name: 'Premium' })).getByText('53.45')).toBeTruthy();
    expect(summary('Due today')).toBe(chf('53.45'));
    expect(summary('Next billing date')).toBe('12 April 2026');
  });

  it('takes any other licenseType as Premium', async () => {
    await renderPayment({ state: { licenseType: 'free' } });
    expect(screen.getByRole('article', { name: 'Premium' })).toBeTruthy();
  });

  it('lets Enterprise choose its users, at least two, a non-number becoming two (SPEC §5)', async () => {
    const user = userEvent.setup();
    await renderPayment({ state: { licenseType: 'enterprise' } });
    const plan = within(screen.getByRole('article', { name: 'Enterprise' }));
    expect(plan.getByText('39.00')).toBeTruthy();
    expect(plan.getByText('per user per month')).toBeTruthy();
    const count = screen.getByRole('spinbutton', { name: 'Number of users' }) as HTMLInputElement;
    expect(count.value).toBe('2');
    expect(summary('Due today')).toBe(chf('936.00'));

    await user.clear(count);
    await user.type(count, '5');
    await user.tab();
    expect(summary('Users')).toBe('5');
    expect(summary('Due today')).toBe(chf("2'340.00"));

    await user.clear(count);
    await user.type(count, '1');
    await user.tab();
    expect(count.value).toBe('2');
    expect(summary('Due today')).toBe(chf('936.00'));

    await user.clear(count);
    await user.type(count, 'abc');
    await user.tab();
    expect(count.value).toBe('2');
  });

  it('offers payment on invoice only when the configuration turns it on', async () => {
    await renderPayment();
    expect(screen.getByRole('radio', { name: /Credit card/ }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('radio', { name: /On invoice/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not available online')).toBeTruthy();
  });

  it('shows the order in French', async () => {
    await renderPayment({ language: 'fr' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finaliser votre abonnement');
    expect(summary("À payer aujourd'hui")).toBe('588.00\u00a0CHF');
  });
});

describe('the billing-info dialog (SPEC §2, §5)', () => {
  it('keeps Confirm disabled until all five fields are filled, and Cancel goes back to the order', async () => {
    const user = userEvent.setup();
    await renderPayment();
    const saved = recordCalls('saveBillingInfo');
    const dialog = await openBilling(user);
    expect(dialog.getByText('These details appear on your invoices. All fields are required.')).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    const entries = Object.entries(BILLING);
    for (const [label, value] of entries.slice(0, -1)) {
      await user.type(dialog.getByRole('textbox', { name: label }), value);
      expect(confirm.disabled).toBe(true);
    }
    // Spaces alone do not fill a field.
    await user.type(dialog.getByRole('textbox', { name: 'City' }), '   ');
    expect(confirm.disabled).toBe(true);
    await user.clear(dialog.getByRole('textbox', { name: 'City' }));
    await user.type(dialog.getByRole('textbox', { name: 'City' }), 'Lausanne');
    expect(confirm.disabled).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);
  });

  it('saves the billing info, then opens the card dialog with the amount due', async () => {
    const user = userEvent.setup();
    await renderPayment();
    const saved = recordCalls('saveBillingInfo');
    const card = await openCardDialog(user);
    expect(saved).toEqual([
      {
        billingInfo: {
          firstName: 'Anna',
          lastName: 'Müller',
          address: 'Rue du Lac 12',
          postalCode: '1003',
          city: 'Lausanne',
        },
      },
    ]);
    expect(card.getByText('Amount due today: CHF 588.00')).toBeTruthy();
    expect(card.getByRole('group', { name: 'Card details' })).toBeTruthy();
    expect((card.getByRole('button', { name: `Pay ${chf('588.00')}` }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('only logs a failed save of the billing info and goes on to the card (SPEC §8)', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: [serverErrorOn('saveBillingInfo'), ...scenarios.free.handlers()] });
    await openCardDialog(user);
    expect(warn).toHaveBeenCalledWith('[payment] saveBillingInfo failed', expect.anything());
  });
});

describe('paying by card (SPEC §4)', () => {
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
    // SPEC §4: no paying once active; issue 23: so no Pay at all beside Done, and the stages say
    // what was done rather than "Processing…".
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

describe('3-D Secure and activation (SPEC §4, §9 timings)', () => {
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

describe('paying on invoice (SPEC §4)', () => {
  it('creates the invoice subscription after the billing info and goes to /thank-you', async () => {
    const user = userEvent.setup();
    const { router } = await renderPayment({
      handlers: createHandlers({ account: freeAccount, invoicePaymentEnabled: true }),
      state: { licenseType: 'enterprise' },
    });
    const invoices = recordCalls('createSubscriptionInvoice');
    const invoice = screen.getByRole('radio', { name: /On invoice/ }) as HTMLButtonElement;
    await waitFor(() => expect(invoice.disabled).toBe(false));
    await user.click(invoice);
    const billing = await openBilling(user);
    await fillBilling(user, billing);
    await user.click(billing.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(invoices).toEqual([{ licenseType: 'enterprise', frequency: 'annual', userCount: 2 }]);
  });

  it('shows the server error on the order when the invoice subscription fails', async () => {
    const user = userEvent.setup();
    const { router } = await renderPayment({
      handlers: [
        serverErrorOn('createSubscriptionInvoice'),
        ...createHandlers({ account: freeAccount, invoicePaymentEnabled: true }),
      ],
    });
    const invoice = screen.getByRole('radio', { name: /On invoice/ }) as HTMLButtonElement;
    await waitFor(() => expect(invoice.disabled).toBe(false));
    await user.click(invoice);
    const billing = await openBilling(user);
    await fillBilling(user, billing);
    await user.click(billing.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Something went wrong on our side. Please try again. If the problem persists, contact support.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/payment');
  });
});

describe('a subscriber’s order is a change (issue 20)', () => {
  it('shows the plan she has, the one she chose, and Stripe’s figures, then pays them in the card dialog', async () => {
    const user = userEvent.setup();
    await renderPayment({
      handlers: scenarios.premiumMonthly.handlers(),
      state: { licenseType: 'enterprise' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Your change' })).toBeTruthy();
    expect(summary('Current plan')).toBe('Premium, monthly, 1 user');
    expect(summary('New plan')).toBe('Enterprise, monthly, 2 users');
    await screen.findByText('Due today', { selector: 'dt' });
    // The mocks' stand-in for Stripe: half of 2 × 42.55 less 53.45 today, 85.10 a month after.
    expect(summary('Due today')).toBe(chf('15.83'));
    expect(summary('Of which VAT 7.7%')).toBe(chf('1.13'));
    expect(summary('Next charge')).toBe(`${chf('85.10')} on 12 March 2027`);
    expect(screen.getByText('The change applies as soon as this amount is paid.')).toBeTruthy();
    // Billing details are on file: Continue goes straight to the card, for the amount shown.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const card = within(await screen.findByRole('dialog', { name: 'Card payment' }));
    await card.findByRole('textbox', { name: 'Card number' });
    expect(card.getByRole('button', { name: `Pay ${chf('15.83')}` })).toBeTruthy();
    await user.click(card.getByRole('button', { name: `Pay ${chf('15.83')}` }));
    expect(
      await card.findByText('Your subscription has been changed. Thank you for your trust.'),
    ).toBeTruthy();
  });

  it('says “already your plan” for the plan she has, before any dialog opens', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: scenarios.premiumMonthly.handlers() });
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      (await screen.findByText(/This is already your plan, with the same billing frequency/)).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a seat holder to leave her seat first, and opens nothing', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: scenarios.seatHolder.handlers() });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/You hold a license on a colleague's Enterprise subscription/),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('schedules a change that lowers something, nothing charged, and says when', async () => {
    const user = userEvent.setup();
    await renderPayment({ handlers: scenarios.enterprise.handlers(), state: { licenseType: 'enterprise' } });
    // Five annual Enterprise seats: monthly billing from the renewal on.
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(
      await screen.findByText('The change takes effect on 12 March 2027. Nothing is charged today.'),
    ).toBeTruthy();
    expect(summary('Due today')).toBe(chf('0.00'));
    expect(summary('Next charge')).toBe(`${chf('212.75')} on 12 March 2027`);
    await user.click(screen.getByRole('button', { name: 'Schedule the change' }));
    expect(
      await screen.findByText(
        'Your change is scheduled: it takes effect on 12 March 2027. Nothing is charged today.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule the change' })).toBeNull();
  });
});
