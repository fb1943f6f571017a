import {
  FREE_TRIAL_DAYS,
  type Frequency,
  MINIMUM_USERS,
  monthlyEquivalentCents,
  type PaidPlan,
  PRICED_PER_USER,
} from './catalogue.js';

export interface FreePricingCard {
  readonly plan: 'free';
  readonly trialDays: number;
}

export interface PaidPricingCard {
  readonly plan: PaidPlan;
  /** The billing the advertised price assumes. */
  readonly frequency: Frequency;
  readonly pricePerMonthCents: number;
  /** "per user" (Enterprise) rather than "one user" (Premium). */
  readonly pricedPerUser: boolean;
  readonly minimumUsers: number;
}

export interface PricingPage {
  readonly free: FreePricingCard;
  readonly premium: PaidPricingCard;
  readonly enterprise: PaidPricingCard;
}

// docs/subscriptions-and-money.md#pricing-page advertises the annual monthly equivalent on /license ("billed
// annually").
const ADVERTISED_FREQUENCY: Frequency = 'annual';

function paidCard(plan: PaidPlan): PaidPricingCard {
  return Object.freeze({
    plan,
    frequency: ADVERTISED_FREQUENCY,
    pricePerMonthCents: monthlyEquivalentCents(plan, ADVERTISED_FREQUENCY),
    pricedPerUser: PRICED_PER_USER[plan],
    minimumUsers: MINIMUM_USERS[plan],
  });
}

/**
 * The figures of the three /license cards (docs/routes-and-screens.md#license,
 * docs/subscriptions-and-money.md#pricing-page), read from the catalogue so the page can never advertise a
 * price the payment page does not charge. Words (features, button labels) are message ids in packages/i18n,
 * not here.
 */
export const PRICING_PAGE: PricingPage = Object.freeze({
  free: Object.freeze({ plan: 'free', trialDays: FREE_TRIAL_DAYS }),
  premium: paidCard('premium'),
  enterprise: paidCard('enterprise'),
});
