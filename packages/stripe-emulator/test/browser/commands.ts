import Stripe from 'stripe';
import type { BrowserCommand } from 'vitest/node';

/**
 * Node-side steps of the browser tests, done the way the API does them: with the real `stripe`
 * SDK against the emulator started by global-setup.ts.
 */
function sdk(): Stripe {
  const url = new URL(process.env.STRIPE_EMULATOR_TEST_URL ?? '');
  return new Stripe('sk_test_browser', { host: url.hostname, port: url.port, protocol: 'http' });
}

let priceId: Promise<string> | null = null;

function premiumPrice(stripe: Stripe): Promise<string> {
  priceId ??= stripe.prices
    .create({
      currency: 'chf',
      unit_amount: 5345,
      recurring: { interval: 'month' },
      product_data: { name: 'Premium' },
    })
    .then((price) => price.id);
  return priceId;
}

export interface CardPaymentStart {
  clientSecret: string;
  subscriptionId: string;
}

export interface PaymentState {
  subscription: string;
  paymentIntent: string;
  invoice: string;
}

const createCardPayment: BrowserCommand<[]> = async (): Promise<CardPaymentStart> => {
  const stripe = sdk();
  const customer = await stripe.customers.create({ email: 'browser@example.ch' });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: await premiumPrice(stripe) }],
    payment_behavior: 'default_incomplete',
    expand: ['latest_invoice.confirmation_secret'],
  });
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  return { clientSecret: invoice.confirmation_secret?.client_secret ?? '', subscriptionId: subscription.id };
};

const paymentState: BrowserCommand<[subscriptionId: string]> = async (
  _context,
  subscriptionId,
): Promise<PaymentState> => {
  const stripe = sdk();
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['latest_invoice.confirmation_secret'],
  });
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  const secret = invoice.confirmation_secret?.client_secret ?? '';
  const paymentIntent = await stripe.paymentIntents.retrieve(secret.split('_secret_')[0] ?? '');
  return {
    subscription: subscription.status,
    paymentIntent: paymentIntent.status,
    invoice: invoice.status ?? '',
  };
};

export interface CardSetupStart {
  clientSecret: string;
  customerId: string;
}

/** A SetupIntent of a new customer, as the API creates one to change a subscription's card. */
const createCardSetup: BrowserCommand<[]> = async (): Promise<CardSetupStart> => {
  const stripe = sdk();
  const customer = await stripe.customers.create({ email: 'browser@example.ch' });
  const setupIntent = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
  return { clientSecret: setupIntent.client_secret ?? '', customerId: customer.id };
};

/** The customer's saved cards' last four digits. */
const savedCards: BrowserCommand<[customerId: string]> = async (_context, customerId): Promise<string[]> => {
  const stripe = sdk();
  const cards = await stripe.customers.listPaymentMethods(customerId);
  return cards.data.map((card) => card.card?.last4 ?? '');
};

export const browserCommands = { createCardPayment, paymentState, createCardSetup, savedCards };

declare module 'vitest/browser' {
  interface BrowserCommands {
    createCardPayment: () => Promise<CardPaymentStart>;
    paymentState: (subscriptionId: string) => Promise<PaymentState>;
    createCardSetup: () => Promise<CardSetupStart>;
    savedCards: (customerId: string) => Promise<string[]>;
  }
}
