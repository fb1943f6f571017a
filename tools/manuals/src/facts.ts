import type { Language } from '@app/contracts';
import { COMPANY, localeFor, PRODUCT_NAME } from '@app/i18n';
import { FREE_TRIAL_DAYS, MINIMUM_USERS, TRANSLATION_LANGUAGE_COUNT } from '@app/pricing';

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
  };
}
