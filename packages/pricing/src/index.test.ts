import { describe, expect, it } from 'vitest';
import * as pricing from './index.js';

describe('the package entry point', () => {
  it('exports the names other packages import', () => {
    // Removing or renaming one of these breaks the site, the API or the mocks.
    expect(Object.keys(pricing).sort()).toEqual(
      [
        'CURRENCY',
        'CURRENCY_DECIMALS',
        'DEFAULT_CREDIT_LIMIT_CENTS',
        'FREE_TRIAL_DAYS',
        'FREQUENCIES',
        'INVOICE_END_DAYS_AFTER_REMINDER',
        'INVOICE_PAYMENT_DAYS',
        'INVOICE_REMINDER_DAYS_AFTER_DUE',
        'LICENSE_ADJUSTMENT_MINIMUM_USERS',
        'MAXIMUM_USERS',
        'MINIMUM_USERS',
        'PAID_PLANS',
        'PLANS',
        'PRICED_PER_USER',
        'PRICING_PAGE',
        'TRANSLATION_LANGUAGE_COUNT',
        'centsToAmount',
        'firstInvoiceCents',
        'isFrequency',
        'isPaidPlan',
        'isPlan',
        'licenseAdjustmentQuote',
        'monthlyEquivalentCents',
        'nextBillingDate',
        'normalizeUserCount',
        'quote',
        'servedOnCredit',
        'splitVat',
        'unitPriceCents',
        'VAT_RATES',
        'vatRateOn',
      ].sort(),
    );
  });
});
