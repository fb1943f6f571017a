import {
  type Language,
  RECOVERY_CODE_COUNT,
  SIGNIN_LINK_VALID_MINUTES,
  TWO_FACTOR_CODE_DIGITS,
} from '@app/contracts';
import { COMPANY, formatChf, localeFor, PRODUCT_NAME } from '@app/i18n';
import {
  DEFAULT_CREDIT_LIMIT_CENTS,
  FREE_TRIAL_DAYS,
  MINIMUM_USERS,
  TRANSLATION_LANGUAGE_COUNT,
} from '@app/pricing';

/** The facts a manual may name as `{placeholder}`, each from the one place that owns it. */
export function placeholders(language: Language): Record<string, string> {
  const hour = (value: number) =>
    new Intl.DateTimeFormat(localeFor(language), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(2025, 0, 1, value));
  return {
    product: PRODUCT_NAME,
    companyName: COMPANY.name,
    supportEmail: COMPANY.supportEmail,
    privacyEmail: COMPANY.privacyEmail,
    opens: hour(COMPANY.supportHours.opens),
    closes: hour(COMPANY.supportHours.closes),
    trialDays: String(FREE_TRIAL_DAYS),
    translationLanguages: String(TRANSLATION_LANGUAGE_COUNT),
    enterpriseMinimumUsers: String(MINIMUM_USERS.enterprise),
    // docs/accounts.md#two-factor, #sign-in-link
    codeDigits: String(TWO_FACTOR_CODE_DIGITS),
    recoveryCodes: String(RECOVERY_CODE_COUNT),
    signInLinkMinutes: String(SIGNIN_LINK_VALID_MINUTES),
    // docs/subscriptions-and-money.md#credit-limit: the published limit (the API may be set to another)
    creditLimit: formatChf(DEFAULT_CREDIT_LIMIT_CENTS, language),
  };
}
