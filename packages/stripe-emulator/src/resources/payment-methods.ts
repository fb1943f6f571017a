import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { cardError, invalidRequest, resourceMissing } from '../errors.js';
import { newId } from '../ids.js';
import { newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import {
  luhnValid,
  type TestCard,
  testCardFor,
  testCardForPaymentMethodId,
  testCardForToken,
} from '../test-cards.js';
import { readAddress } from './address.js';

interface CardDetails {
  card: TestCard;
  expMonth: number;
  expYear: number;
  cvcProvided: boolean;
}

export function paymentMethodView(paymentMethod: Stripe.PaymentMethod): Stripe.PaymentMethod {
  return structuredClone(paymentMethod);
}

function fingerprint(number: string): string {
  return createHash('sha256').update(number).digest('base64url').slice(0, 16);
}

function testCardExpiry(ctx: EmulatorContext): { expMonth: number; expYear: number } {
  return { expMonth: 12, expYear: new Date(ctx.clock.nowMs()).getUTCFullYear() + 3 };
}

/**
 * Validates raw card data like Stripe does (402 card_error with the offending `card[...]` param),
 * https://docs.stripe.com/api/errors#errors-card_error.
 */
function readCardData(ctx: EmulatorContext, card: Params): CardDetails {
  card.allow('number', 'exp_month', 'exp_year', 'cvc', 'token', 'networks');
  const token = card.string('token');
  if (token) {
    const testCard = testCardForToken(token);
    if (!testCard) throw resourceMissing('token', token, 'card[token]');
    return { card: testCard, ...testCardExpiry(ctx), cvcProvided: true };
  }
  const number = (card.string('number') ?? '').replace(/[\s-]/g, '');
  if (number === '')
    throw invalidRequest('Missing required param: card[number].', 'card[number]', 'parameter_missing');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    throw cardError({
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
      param: 'card[number]',
    });
  }
  const expMonth = card.int('exp_month');
  if (expMonth === undefined || expMonth < 1 || expMonth > 12) {
    throw cardError({
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'card[exp_month]',
    });
  }
  let expYear = card.int('exp_year');
  if (expYear !== undefined && expYear < 100) expYear += 2000;
  const today = new Date(ctx.clock.nowMs());
  const thisYear = today.getUTCFullYear();
  if (
    expYear === undefined ||
    expYear < thisYear ||
    expYear > thisYear + 50 ||
    (expYear === thisYear && expMonth < today.getUTCMonth() + 1)
  ) {
    throw cardError({
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'card[exp_year]',
    });
  }
  const cvc = card.string('cvc');
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
    throw cardError({
      code: 'invalid_cvc',
      message: "Your card's security code is invalid.",
      param: 'card[cvc]',
    });
  }
  return { card: testCardFor(number), expMonth, expYear, cvcProvided: cvc !== undefined };
}

function readBillingDetails(params: Params | undefined): Stripe.PaymentMethod.BillingDetails {
  const details: Stripe.PaymentMethod.BillingDetails = {
    address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
    email: null,
    name: null,
    phone: null,
    tax_id: null,
  };
  if (!params) return details;
  params.allow('address', 'email', 'name', 'phone', 'tax_id');
  const address = readAddress(params);
  if (address) details.address = address;
  for (const field of ['email', 'name', 'phone', 'tax_id'] as const) {
    const value = params.nullableString(field);
    if (value !== undefined) details[field] = value;
  }
  return details;
}

function storeCard(
  ctx: EmulatorContext,
  details: CardDetails,
  billingDetails: Stripe.PaymentMethod.BillingDetails,
  metadata: Record<string, string>,
): Stripe.PaymentMethod {
  const { card } = details;
  const paymentMethod: Stripe.PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails,
    card: {
      brand: card.brand,
      checks: {
        address_line1_check: billingDetails.address?.line1 ? 'pass' : null,
        address_postal_code_check: billingDetails.address?.postal_code ? 'pass' : null,
        cvc_check: details.cvcProvided ? 'pass' : null,
      },
      country: 'US',
      display_brand: card.brand,
      exp_month: details.expMonth,
      exp_year: details.expYear,
      fingerprint: fingerprint(card.number),
      funding: 'credit',
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: ctx.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata,
    type: 'card',
  };
  ctx.store.paymentMethods.set(paymentMethod);
  ctx.store.cards.set(paymentMethod.id, { card, authenticated: false });
  return paymentMethod;
}

export function createPaymentMethod(ctx: EmulatorContext, params: Params): Stripe.PaymentMethod {
  params.allow(
    'type',
    'card',
    'billing_details',
    'metadata',
    'allow_redisplay',
    'customer',
    'payment_method',
  );
  const type = params.requiredString('type');
  if (type !== 'card') {
    throw invalidRequest(
      `The Stripe emulator supports only type=card payment methods, not '${type}'.`,
      'type',
      'payment_method_unsupported_type',
    );
  }
  const card = params.object('card');
  if (!card) throw invalidRequest('Missing required param: card.', 'card', 'parameter_missing');
  const details = readCardData(ctx, card);
  const paymentMethod = storeCard(
    ctx,
    details,
    readBillingDetails(params.object('billing_details')),
    params.metadata() ?? {},
  );
  return paymentMethodView(paymentMethod);
}

/**
 * Finds a PaymentMethod; a test-mode id (`pm_card_visa`, ...) stands for a fresh copy of its test
 * card each time it is used, as in Stripe's test mode.
 */
export function resolvePaymentMethod(
  ctx: EmulatorContext,
  id: string,
  param = 'payment_method',
): Stripe.PaymentMethod {
  const stored = ctx.store.paymentMethods.get(id);
  if (stored) return stored;
  const testCard = testCardForPaymentMethodId(id);
  if (testCard) {
    return storeCard(
      ctx,
      { card: testCard, ...testCardExpiry(ctx), cvcProvided: true },
      readBillingDetails(undefined),
      {},
    );
  }
  throw resourceMissing('PaymentMethod', id, param);
}

export function findPaymentMethod(ctx: EmulatorContext, id: string): Stripe.PaymentMethod {
  const paymentMethod = ctx.store.paymentMethods.get(id);
  if (!paymentMethod) throw resourceMissing('PaymentMethod', id, 'payment_method');
  return paymentMethod;
}

export function attachPaymentMethod(
  ctx: EmulatorContext,
  paymentMethod: Stripe.PaymentMethod,
  customer: Stripe.Customer,
): Stripe.PaymentMethod {
  if (paymentMethod.customer === customer.id) return paymentMethod;
  if (paymentMethod.customer !== null) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  paymentMethod.customer = customer.id;
  ctx.emit('payment_method.attached', paymentMethodView(paymentMethod));
  return paymentMethod;
}

export function detachPaymentMethod(ctx: EmulatorContext, id: string): Stripe.PaymentMethod {
  const paymentMethod = findPaymentMethod(ctx, id);
  if (paymentMethod.customer === null) {
    throw invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
      undefined,
      'payment_method_unexpected_state',
    );
  }
  const customer = ctx.store.customers.get(paymentMethod.customer as string);
  if (customer?.invoice_settings.default_payment_method === paymentMethod.id) {
    customer.invoice_settings.default_payment_method = null;
  }
  paymentMethod.customer = null;
  ctx.emit('payment_method.detached', paymentMethodView(paymentMethod));
  return paymentMethodView(paymentMethod);
}

export function updatePaymentMethod(ctx: EmulatorContext, id: string, params: Params): Stripe.PaymentMethod {
  params.allow('billing_details', 'metadata', 'allow_redisplay');
  const paymentMethod = findPaymentMethod(ctx, id);
  const billing = params.object('billing_details');
  if (billing) paymentMethod.billing_details = readBillingDetails(billing);
  const metadata = params.metadata(paymentMethod.metadata ?? {});
  if (metadata) paymentMethod.metadata = metadata;
  ctx.emit('payment_method.updated', paymentMethodView(paymentMethod));
  return paymentMethodView(paymentMethod);
}

export function listPaymentMethods(ctx: EmulatorContext, params: Params, customerId?: string) {
  params.allow('customer', 'type', 'limit', 'starting_after', 'ending_before', 'allow_redisplay');
  const customer = customerId ?? params.string('customer');
  const type = params.string('type');
  const methods = ctx.store.paymentMethods
    .values()
    .filter((method) => customer !== undefined && method.customer === customer)
    .filter((method) => type === undefined || method.type === type)
    .map(paymentMethodView);
  const url = customerId ? `/v1/customers/${customerId}/payment_methods` : '/v1/payment_methods';
  return paginate(newestFirst(methods), params, url);
}

/**
 * A card a customer pays with must be hers; a test id such as pm_card_visa stands for a fresh
 * card and is attached on the fly, as Stripe's test mode allows.
 */
export function customerPaymentMethod(
  ctx: EmulatorContext,
  customer: Stripe.Customer,
  id: string,
  param: string,
): Stripe.PaymentMethod {
  const paymentMethod = resolvePaymentMethod(ctx, id, param);
  if (paymentMethod.customer === null && id.startsWith('pm_card_'))
    attachPaymentMethod(ctx, paymentMethod, customer);
  if (paymentMethod.customer !== customer.id) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      param,
      'resource_missing',
    );
  }
  return paymentMethod;
}
