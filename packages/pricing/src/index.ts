export { nextBillingDate } from './billing-date.js';
export type { Frequency, PaidPlan, Plan } from './catalogue.js';
export {
  CURRENCY,
  CURRENCY_DECIMALS,
  FREE_TRIAL_DAYS,
  FREQUENCIES,
  isFrequency,
  isPaidPlan,
  isPlan,
  LICENSE_ADJUSTMENT_MINIMUM_USERS,
  MAXIMUM_USERS,
  MINIMUM_USERS,
  monthlyEquivalentCents,
  PAID_PLANS,
  PLANS,
  PRICED_PER_USER,
  TRANSLATION_LANGUAGE_COUNT,
  unitPriceCents,
} from './catalogue.js';
export type { CreditQuestion } from './credit.js';
export { DEFAULT_CREDIT_LIMIT_CENTS, firstInvoiceCents, servedOnCredit } from './credit.js';
export {
  INVOICE_END_DAYS_AFTER_REMINDER,
  INVOICE_PAYMENT_DAYS,
  INVOICE_REMINDER_DAYS_AFTER_DUE,
} from './invoice-terms.js';
export { centsToAmount } from './money.js';
export type { FreePricingCard, PaidPricingCard, PricingPage } from './pricing-page.js';
export { PRICING_PAGE } from './pricing-page.js';
export type { Quote } from './quote.js';
export { licenseAdjustmentQuote, quote } from './quote.js';
export { normalizeUserCount } from './user-count.js';
export type { VatRate, VatSplit } from './vat.js';
export { splitVat, VAT_RATES, vatRateOn } from './vat.js';
