import type { BillingInfo, PaymentMethod, PreviewChangeResponse } from '@app/contracts';
import {
  type Frequency,
  MINIMUM_USERS,
  normalizeUserCount,
  type PaidPlan,
  PRICED_PER_USER,
  type Quote,
  quote,
} from '@app/pricing';
import type { Feedback } from '../shared/feedback.js';
import { isBlank } from '../shared/is-blank.js';
import type { NavigateEmitted } from '../shared/navigation.js';

/** The checkout's data and the rules of the order, apart from the chart that moves it along. */

export const BILLING_FIELDS = ['firstName', 'lastName', 'address', 'postalCode', 'city'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

export const emptyBillingInfo = (): BillingInfo => ({
  firstName: '',
  lastName: '',
  address: '',
  postalCode: '',
  city: '',
});

/**
 * docs/subscriptions-and-money.md#billing-dialog: the confirm button stays disabled until all five fields are
 * filled.
 */
export const billingInfoComplete = (info: BillingInfo): boolean =>
  BILLING_FIELDS.every((field) => !isBlank(info[field]));

/** The subscription the account pays for now, as subscription-info shows it. */
export interface CurrentSubscription {
  readonly plan: PaidPlan;
  readonly frequency: Frequency;
  readonly userCount: number;
  /** A cancellation is scheduled: ordering the same plan withdraws it. */
  readonly cancelled: boolean;
  /**
   * How it is paid (docs/subscriptions-and-money.md#billing): on invoice, a change charged now is invoiced
   * with a term instead of due today; a card when not said.
   */
  readonly paidBy?: PaymentMethod;
  /**
   * The subscription's card ("Visa ending 4242"): a change paid now is charged to it, or to another
   * card if she chooses one (docs/subscriptions-and-money.md#card-on-file); null or left out: none.
   */
  readonly cardOnFile?: { readonly brand: string; readonly last4: string } | null;
}

export interface CheckoutContext {
  readonly plan: PaidPlan;
  /** A subscriber's order is a change of this; null for a first purchase. */
  readonly current: CurrentSubscription | null;
  /** A seat on someone else's plan: it must be left before buying one's own. */
  readonly licenseHeldElsewhere: boolean;
  frequency: Frequency;
  userCount: number;
  paymentMethod: PaymentMethod;
  quote: Quote;
  /** Stripe's figures for a subscriber's change (preview-change); null until read. */
  preview: PreviewChangeResponse | null;
  /** When a change lowering something takes effect, once scheduled (ISO). */
  scheduledFor: string | null;
  billingInfo: BillingInfo;
  feedback: Feedback | null;
}

export type CheckoutEvent =
  | { type: 'ORDER.SET_FREQUENCY'; frequency: Frequency }
  | { type: 'ORDER.SET_USER_COUNT'; value: unknown }
  | { type: 'ORDER.SET_PAYMENT_METHOD'; paymentMethod: PaymentMethod }
  | { type: 'CHECKOUT.CONTINUE' }
  | { type: 'BILLING.CHANGE'; field: BillingField; value: string }
  /**
   * The details saved last (docs/subscriptions-and-money.md#billing-info): the dialog starts from
   * them, unless typing has begun.
   */
  | { type: 'BILLING.PREFILL'; billingInfo: BillingInfo }
  | { type: 'BILLING.CONFIRM' }
  | { type: 'BILLING.CANCEL' };

export type CheckoutEmitted =
  | NavigateEmitted
  | { type: 'session.expired' }
  | { type: 'failure.logged'; call: string; error: unknown };

/** The order as the contracts' calls take it. */
export const orderOf = (context: CheckoutContext) => ({
  licenseType: context.plan,
  frequency: context.frequency,
  userCount: context.userCount,
});

/** What the subscriber already has, picked again (and not cancelled): nothing to change. */
export const unchanged = (context: CheckoutContext): boolean =>
  context.current !== null &&
  context.current.plan === context.plan &&
  context.current.frequency === context.frequency &&
  context.current.userCount === context.userCount;

export const priced = (plan: PaidPlan, frequency: Frequency, value: unknown) => {
  // Premium is one user (docs/subscriptions-and-money.md#plans): only Enterprise has a count to choose.
  const userCount = PRICED_PER_USER[plan]
    ? normalizeUserCount(value, MINIMUM_USERS[plan])
    : MINIMUM_USERS[plan];
  return { userCount, quote: quote({ plan, frequency, userCount }) };
};
