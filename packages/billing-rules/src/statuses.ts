/**
 * Stripe's subscription statuses at the pinned API version (the SDK's `Stripe.Subscription.Status`
 * without its open `string` arm: statuses.test.ts checks the two agree). Our copy of a
 * subscription (docs/subscriptions-and-money.md#stripe-events) holds one of these.
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Stripe's invoice statuses: their one home is @app/contracts (the site shows each in every
 * language); re-exported here beside the others.
 */
import { INVOICE_STATUSES, type InvoiceStatus } from '@app/contracts';

export { INVOICE_STATUSES, type InvoiceStatus };

/** docs/licences.md#licence-statuses: an offer (`pending`), accepted (`active`) or `declined`. */
export const LICENCE_STATUSES = ['pending', 'active', 'declined'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export const isSubscriptionStatus = isOneOf(SUBSCRIPTION_STATUSES);
export const isLicenceStatus = isOneOf(LICENCE_STATUSES);
export const isInvoiceStatus = isOneOf(INVOICE_STATUSES);

/**
 * A status read from Stripe (its SDK types it as any string) or from our database, as the union;
 * one outside it is a bug of ours or an API version we do not pin, and is refused loudly rather
 * than stored.
 */
export function subscriptionStatusOf(value: string): SubscriptionStatus {
  if (!isSubscriptionStatus(value)) throw new Error(`unknown subscription status: ${value}`);
  return value;
}

/** An invoice status read from Stripe, as the union; refused loudly outside it, as above. */
export function invoiceStatusOf(value: string): InvoiceStatus {
  if (!isInvoiceStatus(value)) throw new Error(`unknown invoice status: ${value}`);
  return value;
}

/** Stripe statuses after which a subscription never serves again. */
export const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/** Whether a status (Stripe's, any string) is one after which the subscription never serves again. */
export const hasEnded = (status: string): boolean => (ENDED_STATUSES as readonly string[]).includes(status);

/** Statuses in which the plan is served; `incomplete` awaits its first payment. */
export const SERVING_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** The facts of a subscription that say whether it is served. */
export interface ServingFacts {
  status: SubscriptionStatus;
  ended_at: Date | null;
  /** docs/subscriptions-and-money.md#credit-limit: a first order on invoice waiting for its payment. */
  credit_hold: boolean;
  /** When an admin approved the order waiting (it is then served unpaid), else null. */
  credit_approved_at: Date | null;
}

/**
 * docs/subscriptions-and-money.md#credit-limit: a first order on invoice above the credit limit
 * is not served until its first invoice is paid or an admin approves it, though Stripe has it
 * active from the start.
 */
export function awaitsCredit(
  subscription: Pick<ServingFacts, 'credit_hold' | 'credit_approved_at'>,
): boolean {
  return subscription.credit_hold && subscription.credit_approved_at === null;
}

/** Whether the plan is served: not ended, a serving status, and not waiting for credit. */
export function isServing(subscription: ServingFacts): boolean {
  return (
    subscription.ended_at === null &&
    SERVING_STATUSES.includes(subscription.status) &&
    !awaitsCredit(subscription)
  );
}
