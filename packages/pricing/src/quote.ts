import {
  type Frequency,
  LICENSE_ADJUSTMENT_MINIMUM_USERS,
  MINIMUM_USERS,
  type PaidPlan,
  unitPriceCents,
} from './catalogue.js';
import { normalizeUserCount } from './user-count.js';
import { splitVat, vatRateOn } from './vat.js';

/** One billing period of an order: what the payment and licence-adjustment pages show and charge. */
export interface Quote {
  readonly plan: PaidPlan;
  readonly frequency: Frequency;
  readonly userCount: number;
  readonly unitCents: number;
  readonly totalCents: number;
  readonly subtotalCents: number;
  readonly vatCents: number;
  /** The rate the split is made at: the one in force on the quote's day (docs/subscriptions-and-money.md#vat). */
  readonly vatRatePercent: number;
}

/** The day a quote is for: today unless said (a screen quotes what is charged now). */
interface QuoteDay {
  readonly on?: Date;
}

/**
 * The payment page (docs/subscriptions-and-money.md#payment-page,
 * docs/subscriptions-and-money.md#seat-minimum): the user count is normalised to the plan's minimum.
 */
export function quote(order: { plan: PaidPlan; frequency: Frequency; userCount: unknown } & QuoteDay): Quote {
  const unitCents = unitPriceCents(order.plan, order.frequency);
  const userCount = normalizeUserCount(order.userCount, MINIMUM_USERS[order.plan]);
  return priced(order.plan, order.frequency, userCount, unitCents, order.on);
}

/**
 * The licence-adjustment projection (docs/licences.md#license-adjustment). The first specification priced a
 * licence at a flat 49 a month, which matches none of its own Enterprise prices;
 * docs/licences.md#licence-price settles it: the Enterprise price at the subscription's own frequency, for
 * the new licence count, minimum 2.
 */
export function licenseAdjustmentQuote(
  input: { frequency: Frequency; newLicenseCount: unknown } & QuoteDay,
): Quote {
  const unitCents = unitPriceCents('enterprise', input.frequency);
  const userCount = normalizeUserCount(input.newLicenseCount, LICENSE_ADJUSTMENT_MINIMUM_USERS);
  return priced('enterprise', input.frequency, userCount, unitCents, input.on);
}

function priced(
  plan: PaidPlan,
  frequency: Frequency,
  userCount: number,
  unitCents: number,
  on: Date = new Date(),
): Quote {
  const vatRatePercent = vatRateOn(on);
  const { subtotalCents, vatCents, totalCents } = splitVat(unitCents * userCount, vatRatePercent);
  return { plan, frequency, userCount, unitCents, totalCents, subtotalCents, vatCents, vatRatePercent };
}
