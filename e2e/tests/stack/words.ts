import type { Language } from '@app/contracts';
import { formatChf, intlFor, type MessageId } from '@app/i18n';
import { type PaidPlan, quote } from '@app/pricing';

/** A message of the site's catalog, formatted as the site formats it (ICU arguments included). */
export type Words = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * The words of one language, from packages/i18n: tests find elements by the very text the site
 * shows in that language, so a changed or missing translation fails here as it would for a user.
 */
export function wordsFor(language: Language): Words {
  const intl = intlFor(language);
  return (id, values) => intl.formatMessage({ id }, values);
}

/**
 * What the card dialog charges today for an order made with the payment page's defaults (annual,
 * docs/subscriptions-and-money.md#frequency), from packages/pricing and formatted in `language`, as the Pay
 * button shows it.
 */
export function amountDueToday(language: Language, plan: PaidPlan = 'premium', userCount = 1): string {
  return formatChf(quote({ plan, frequency: 'annual', userCount }).totalCents, language);
}
