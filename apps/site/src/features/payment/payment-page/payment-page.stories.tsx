import {
  createHandlers,
  endpointRoute,
  freeAccount,
  type ScenarioName,
  scenarios,
  serverErrorOn,
} from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeStripe, fakeStripeLoader } from '../testing/fake-stripe.js';
import { PaymentPage } from './payment-page.js';

/**
 * Stories run without Stripe and without the emulator: the page takes the same fake Stripe as
 * the unit tests, and the mocks answer the API. The order date is fixed, so the next billing
 * date in the screenshots does not move with the calendar.
 */
const meta = {
  title: 'Screens/Payment/Payment',
  component: PaymentPage,
  parameters: { layout: 'fullscreen', route: '/payment', signedIn: true },
  args: { stripeLoader: fakeStripeLoader(), today: new Date('2026-03-12T09:00:00Z') },
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story on one of the mocks' named backends (a free account about to upgrade). */
const on = (scenario: ScenarioName): Pick<Story, 'beforeEach'> => ({
  beforeEach({ msw }) {
    msw.use(...scenarios[scenario].handlers());
  },
});

/** /payment opened from the licence page's Enterprise card. */
const enterprise = { route: { pathname: '/payment', state: { licenseType: 'enterprise' } } };

// Dialogs render in a portal, outside the story's canvas.
const body = () => within(document.body);

const BILLING = {
  'First name': 'Anna',
  'Last name': 'Müller',
  Address: 'Rue du Lac 12',
  'Postal code': '1003',
  City: 'Lausanne',
};

/** Continue, the billing details, Confirm: the card dialog with its field ready. */
async function openCardDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
  const billing = within(await body().findByRole('dialog', { name: 'Billing information' }));
  for (const [label, value] of Object.entries(BILLING)) {
    await userEvent.type(billing.getByRole('textbox', { name: label }), value);
  }
  await userEvent.click(billing.getByRole('button', { name: 'Confirm' }));
  const card = within(await body().findByRole('dialog', { name: 'Card payment' }));
  await card.findByRole('textbox', { name: 'Card number' });
  return card;
}

async function pay(canvasElement: HTMLElement) {
  const card = await openCardDialog(canvasElement);
  await userEvent.click(card.getByRole('button', { name: /^Pay CHF/ }));
  return card;
}

export const Premium: Story = {
  ...on('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Complete your subscription');
    await expect(canvas.getByRole('article', { name: 'Premium' })).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByText('12 March 2027')).toBeVisible();
  },
};

export const Enterprise: Story = {
  ...on('free'),
  parameters: enterprise,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByRole('spinbutton', { name: 'Number of users' });
    await userEvent.clear(count);
    await userEvent.type(count, '5{Enter}');
    await expect(count).toHaveValue('5');
  },
};

export const Monthly: Story = {
  ...on('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(canvas.getByText('12 April 2026')).toBeVisible();
  },
};

export const InvoiceOffered: Story = {
  beforeEach({ msw }) {
    msw.use(...createHandlers({ account: freeAccount, invoicePaymentEnabled: true }));
  },
  play: async ({ canvasElement }) => {
    const invoice = within(canvasElement).getByRole('radio', { name: /On invoice/ });
    await waitFor(() => expect(invoice).toBeEnabled());
    await userEvent.click(invoice);
    await expect(invoice).toBeChecked();
  },
};

export const InvoiceRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      serverErrorOn('createSubscriptionInvoice'),
      ...createHandlers({ account: freeAccount, invoicePaymentEnabled: true }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoice = canvas.getByRole('radio', { name: /On invoice/ });
    await waitFor(() => expect(invoice).toBeEnabled());
    await userEvent.click(invoice);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const billing = within(await body().findByRole('dialog', { name: 'Billing information' }));
    for (const [label, value] of Object.entries(BILLING)) {
      await userEvent.type(billing.getByRole('textbox', { name: label }), value);
    }
    await userEvent.click(billing.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  },
};

export const French: Story = { ...on('free'), globals: { locale: 'fr' } };

export const German: Story = { ...on('free'), parameters: enterprise, globals: { locale: 'de' } };

export const Italian: Story = { ...on('free'), globals: { locale: 'it' } };

export const FrenchOnPhone: Story = {
  ...on('free'),
  parameters: enterprise,
  globals: { locale: 'fr', viewport: { value: 'mobile390', isRotated: false } },
};

/** SPEC §5: Confirm stays disabled until all five fields are filled. */
export const BillingInformation: Story = {
  ...on('free'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    const billing = within(await body().findByRole('dialog', { name: 'Billing information' }));
    await userEvent.type(billing.getByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.type(billing.getByRole('textbox', { name: 'Last name' }), 'Müller');
    await expect(billing.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

export const CardForm: Story = {
  ...on('free'),
  play: async ({ canvasElement }) => {
    const card = await openCardDialog(canvasElement);
    await expect(card.getByRole('button', { name: /^Pay CHF\s588\.00$/ })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const CardFormOnPhone: Story = {
  ...CardForm,
  globals: { viewport: { value: 'mobile390', isRotated: false } },
};

export const Processing: Story = {
  beforeEach({ msw }) {
    const { method, path } = endpointRoute('createSubscriptionCreditCard');
    msw.use(
      method(path, () => delay('infinite')),
      ...scenarios.free.handlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const card = await pay(canvasElement);
    await waitFor(() => expect(card.getByRole('status')).toHaveTextContent('Processing…'));
    await expect(card.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** users/me stays pending: the activation stage holds (the 120 s limit is far off). */
export const Activating: Story = {
  ...on('activationTimesOut'),
  play: async ({ canvasElement }) => {
    const card = await pay(canvasElement);
    await waitFor(() => expect(card.getByRole('status')).toHaveTextContent('Activation in progress…'));
  },
};

export const Activated: Story = {
  ...on('cardSucceeds'),
  play: async ({ canvasElement }) => {
    const card = await pay(canvasElement);
    await expect(await card.findByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(card.getByRole('button', { name: /^Pay CHF\s588\.00$/ })).toBeDisabled();
  },
};

/** 3-D Secure confirmed by the (fake) card provider, then activated at the first poll after 1.5 s. */
export const ThreeDSecure: Story = {
  ...on('cardNeedsThreeDSecure'),
  parameters: enterprise,
  play: async ({ canvasElement }) => {
    const card = await pay(canvasElement);
    await expect(
      await card.findByRole('link', { name: 'Go to your account' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Declined: Story = {
  ...on('cardDeclined'),
  play: async ({ canvasElement }) => {
    const card = await pay(canvasElement);
    await expect(await card.findByRole('alert')).toHaveTextContent('Card declined. Please try again.');
    await expect(card.getByRole('button', { name: /^Pay CHF\s588\.00$/ })).toBeEnabled();
  },
};

export const DeclinedInFrench: Story = {
  ...on('cardDeclined'),
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continuer' }));
    const billing = within(await body().findByRole('dialog', { name: 'Coordonnées de facturation' }));
    const fields: Record<string, string> = {
      Prénom: 'Claire',
      Nom: 'Dubois',
      Adresse: 'Rue du Lac 12',
      NPA: '1003',
      Localité: 'Lausanne',
    };
    for (const [label, value] of Object.entries(fields)) {
      await userEvent.type(billing.getByRole('textbox', { name: label }), value);
    }
    await userEvent.click(billing.getByRole('button', { name: 'Confirmer' }));
    const card = within(await body().findByRole('dialog', { name: 'Paiement par carte' }));
    await card.findByRole('textbox', { name: 'Card number' });
    await userEvent.click(card.getByRole('button', { name: /^Payer/ }));
    await expect(await card.findByRole('alert')).toHaveTextContent('Carte refusée. Veuillez réessayer.');
  },
};

export const UnknownError: Story = {
  ...on('cardUnknownError'),
  play: async ({ canvasElement }) => {
    const card = await pay(canvasElement);
    await expect(await card.findByRole('alert')).toHaveTextContent('Unknown error.');
  },
};

/** The card provider's own words for a card it will not take. */
export const CardRefusedByProvider: Story = {
  ...on('free'),
  args: {
    stripeLoader: fakeStripeLoader(
      createFakeStripe({ paymentMethod: { error: 'Your card number is incomplete.' } }),
    ),
  },
  play: async ({ canvasElement }) => {
    const card = await pay(canvasElement);
    await expect(await card.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
  },
};
