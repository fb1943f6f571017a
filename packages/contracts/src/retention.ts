/**
 * How long the product keeps what it keeps (docs/legal.md#retention): each figure written once,
 * used by the API that keeps the data and by the privacy policy that tells the customer.
 */

/** docs/accounts.md#sessions: a session ends 12 hours after sign-in, or after 30 minutes without a request. */
export const SESSION_LIFETIME_HOURS = 12;
export const SESSION_IDLE_MINUTES = 30;

/** docs/accounts.md#new-browser-mail: the `browser_id` cookie; browsers keep a cookie at most 400 days. */
export const BROWSER_ID_KEPT_DAYS = 400;

/** docs/languages.md#language-choice: the `lang` cookie that carries the chosen language. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** docs/limits.md#client: counted sign-in attempts (address or account, network address) are deleted after a day. */
export const COUNTED_ATTEMPTS_KEPT_HOURS = 24;

/**
 * docs/audit-log.md#retention: audit entries (who, network address, browser, what) are kept 13
 * months, so a year compares with the one before, then removed by a daily job.
 */
export const AUDIT_LOG_KEPT_MONTHS = 13;

/** docs/accounts.md#records-kept: invoices and subscriptions, as bookkeeping records (Art. 958f CO). */
export const BOOKKEEPING_RECORDS_YEARS = 10;
