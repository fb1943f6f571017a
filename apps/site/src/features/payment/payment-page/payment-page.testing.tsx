import { scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { StripeLoader } from '../../../lib/card-provider.js';
import { fakeStripeLoader } from '../../../testing/fake-stripe.js';
import { type RenderOptions, renderScreen } from '../../../testing/render-screen.js';
import { PaymentPage, type PaymentPageProps } from './payment-page.js';

// The day the order is placed: the next billing date is counted from it
// (docs/subscriptions-and-money.md#billing-date).
export const TODAY = new Date('2026-03-12T09:00:00Z');

export const BILLING = {
  'First name': 'Anna',
  'Last name': 'Müller',
  Address: 'Rue du Lac 12',
  'Postal code': '1003',
  City: 'Lausanne',
};

export interface Setup extends RenderOptions {
  handlers?: RequestHandler[];
  stripeLoader?: StripeLoader;
  clock?: PaymentPageProps['clock'];
}

/** The page, once it knows the account (subscription-info) and shows the order. */
export async function renderPayment({ handlers, stripeLoader, clock, ...options }: Setup = {}) {
  server.use(...(handlers ?? scenarios.free.handlers()));
  const rendered = renderScreen(
    '/payment',
    <PaymentPage stripeLoader={stripeLoader ?? fakeStripeLoader()} today={TODAY} clock={clock} />,
    {
      signedIn: true,
      ...options,
    },
  );
  await screen.findByRole('heading', { level: 2, name: /Your order|Votre commande|Your change/ });
  return rendered;
}

/** An amount as the site writes it in English: CHF and a no-break space (packages/i18n). */
export const chf = (amount: string) => `CHF\u00a0${amount}`;

export const summary = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

export async function openBilling(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return within(await screen.findByRole('dialog', { name: 'Billing information' }));
}

export async function fillBilling(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
) {
  for (const [label, value] of Object.entries(BILLING))
    await user.type(dialog.getByRole('textbox', { name: label }), value);
}

/** From the order to the card dialog, with the billing info filled in. */
export async function openCardDialog(user: ReturnType<typeof userEvent.setup>) {
  const billing = await openBilling(user);
  await fillBilling(user, billing);
  await user.click(billing.getByRole('button', { name: 'Confirm' }));
  const card = within(await screen.findByRole('dialog', { name: 'Card payment' }));
  // The fake provider's card field is mounted once Stripe's Elements are ready.
  await card.findByRole('textbox', { name: 'Card number' });
  return card;
}
