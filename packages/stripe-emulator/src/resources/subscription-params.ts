// What a subscription's create and update calls ask for, read and checked the same way for both.
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import type { Params } from '../params.js';
import { attachPaymentMethod, resolvePaymentMethod } from './payment-methods.js';

export type PaymentBehavior =
  | 'allow_incomplete'
  | 'default_incomplete'
  | 'error_if_incomplete'
  | 'pending_if_incomplete';
export const PAYMENT_BEHAVIORS = [
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
] as const;

/** A card for the subscription must belong to its customer; test ids are attached on the fly. */
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

export function readCollection(params: Params, current?: Stripe.Subscription) {
  const collectionMethod =
    params.oneOf('collection_method', ['charge_automatically', 'send_invoice'] as const) ??
    (current?.collection_method as 'charge_automatically' | 'send_invoice' | undefined) ??
    'charge_automatically';
  let daysUntilDue = params.int('days_until_due') ?? current?.days_until_due ?? null;
  if (collectionMethod === 'send_invoice' && daysUntilDue === null) {
    throw invalidRequest(
      'Missing required param: days_until_due (required when collection_method is send_invoice).',
      'days_until_due',
      'parameter_missing',
    );
  }
  if (collectionMethod === 'charge_automatically') {
    if (params.int('days_until_due') !== undefined) {
      throw invalidRequest(
        'Invalid days_until_due: it can only be set when collection_method is send_invoice.',
        'days_until_due',
      );
    }
    daysUntilDue = null;
  }
  return { collectionMethod, daysUntilDue };
}
