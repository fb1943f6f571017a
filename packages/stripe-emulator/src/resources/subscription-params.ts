// What a subscription's create and update calls ask for, read and checked the same way for both.
import type Stripe from 'stripe';
import { invalidRequest } from '../errors.js';
import type { Params } from '../params.js';

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
