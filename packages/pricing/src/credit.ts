import type { Frequency, PaidPlan } from './catalogue.js';
import { quote } from './quote.js';

/**
 * docs/subscriptions-and-money.md#credit-limit: what a first order on invoice may come to and still
 * be served before it is paid, VAT included, in cents (CHF 5,000). The API's CREDIT_LIMIT_CHF
 * replaces it; the mocks use it as it is.
 */
export const DEFAULT_CREDIT_LIMIT_CENTS = 500_000;

/** What the rule weighs: the order, the account's history and the limit in force. */
export interface CreditQuestion {
  readonly order: { readonly plan: PaidPlan; readonly frequency: Frequency; readonly userCount: number };
  /** Whether the account has ever paid an invoice (a positive amount): then it is no first order. */
  readonly hasPaidInvoice: boolean;
  readonly limitCents: number;
}

/**
 * docs/subscriptions-and-money.md#credit-limit, the rule's one home: an order on invoice is served at
 * once when the account has paid an invoice before, or when its first invoice (one period of the
 * order, VAT included, as the payment page quotes it) is at most the limit; otherwise it waits for
 * its payment or the admin's approval.
 */
export function servedOnCredit({ order, hasPaidInvoice, limitCents }: CreditQuestion): boolean {
  if (hasPaidInvoice) return true;
  return firstInvoiceCents(order) <= limitCents;
}

/** The first invoice of a new subscription: one whole period of the order, VAT included. */
export function firstInvoiceCents(order: CreditQuestion['order']): number {
  return quote(order).totalCents;
}
