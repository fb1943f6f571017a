/**
 * The one price list (docs/subscriptions-and-money.md#prices, docs/subscriptions-and-money.md#one-catalogue):
 * the site displays and the API charges from these figures, so the amount shown is the amount charged.
 */

export type Plan = 'free' | 'premium' | 'enterprise';
export type PaidPlan = 'premium' | 'enterprise';
export type Frequency = 'monthly' | 'annual';

export const PLANS: readonly Plan[] = Object.freeze(['free', 'premium', 'enterprise']);
export const PAID_PLANS: readonly PaidPlan[] = Object.freeze(['premium', 'enterprise']);
export const FREQUENCIES: readonly Frequency[] = Object.freeze(['monthly', 'annual']);

export const CURRENCY = 'CHF';
export const CURRENCY_DECIMALS = 2;
export const FREE_TRIAL_DAYS = 15;
export const TRANSLATION_LANGUAGE_COUNT = 35;

/**
 * docs/subscriptions-and-money.md#seat-minimum: a Premium order is for at least one user, an Enterprise order
 * for at least two.
 */
export const MINIMUM_USERS: Readonly<Record<PaidPlan, number>> = Object.freeze({ premium: 1, enterprise: 2 });
/** docs/licences.md#license-adjustment: an Enterprise owner cannot adjust below two licences. */
export const LICENSE_ADJUSTMENT_MINIMUM_USERS = 2;
/**
 * Not in the spec: a ceiling so that a typo or a forged request can never price (or charge) an
 * absurd seat count. Larger counts are clamped to it, see `normalizeUserCount`.
 */
export const MAXIMUM_USERS = 1000;

/**
 * Per user and per billing period, in cents, as the payment page lists them
 * (docs/subscriptions-and-money.md#prices). The annual price is twelve times the advertised monthly
 * equivalent (49 and 39), and the monthly price is that year spread over eleven months ("one month free"),
 * rounded to the cent; the tests hold the table to both relations.
 */
const UNIT_PRICE_CENTS: Readonly<Record<PaidPlan, Readonly<Record<Frequency, number>>>> = Object.freeze({
  premium: Object.freeze({ monthly: 5345, annual: 58800 }),
  enterprise: Object.freeze({ monthly: 4255, annual: 46800 }),
});

/**
 * docs/subscriptions-and-money.md#plans: Premium is a one-user plan, Enterprise is priced per user and
 * manages licences. The pricing page words its cards from this ("one user" against "per user").
 */
export const PRICED_PER_USER: Readonly<Record<PaidPlan, boolean>> = Object.freeze({
  premium: false,
  enterprise: true,
});

const MONTHS_PER_BILLING_PERIOD: Readonly<Record<Frequency, number>> = Object.freeze({
  monthly: 1,
  annual: 12,
});

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

export function isPaidPlan(value: unknown): value is PaidPlan {
  return typeof value === 'string' && (PAID_PLANS as readonly string[]).includes(value);
}

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

/**
 * Callers on the API side may hand over values that only the type system vouched for; a plan
 * such as 'free' must fail loudly here rather than price an order at NaN.
 */
function assertPaidPlanAndFrequency(plan: unknown, frequency: unknown): void {
  if (!isPaidPlan(plan)) throw new RangeError(`Not a paid plan: ${String(plan)}`);
  if (!isFrequency(frequency)) throw new RangeError(`Not a billing frequency: ${String(frequency)}`);
}

/** What one user costs for one billing period (a month or a year), VAT included. */
export function unitPriceCents(plan: PaidPlan, frequency: Frequency): number {
  assertPaidPlanAndFrequency(plan, frequency);
  return UNIT_PRICE_CENTS[plan][frequency];
}

/** The "per month" figure the site shows; for annual billing the year spread over twelve months. */
export function monthlyEquivalentCents(plan: PaidPlan, frequency: Frequency): number {
  return unitPriceCents(plan, frequency) / MONTHS_PER_BILLING_PERIOD[frequency];
}
