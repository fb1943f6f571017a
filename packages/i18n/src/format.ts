import type { Language } from '@app/contracts';

/**
 * Dates are formatted in the practice's time zone, not the runtime's, so the server (UTC) and a
 * browser abroad show the same day as a browser in Switzerland.
 */
export const TIME_ZONE = 'Europe/Zurich';

/** What a missing or unreadable date shows (docs/languages.md#dates). */
export const MISSING_VALUE = '-';

const LOCALES: Readonly<Record<Language, string>> = { fr: 'fr-CH', de: 'de-CH', it: 'it-CH', en: 'en-CH' };

/** The BCP-47 tag whose Swiss conventions format numbers and dates for an interface language. */
export function localeFor(language: Language): string {
  return LOCALES[language];
}

const chfFormats = new Map<Language, Intl.NumberFormat>();
const longDateFormats = new Map<Language, Intl.DateTimeFormat>();

function chfFormat(language: Language): Intl.NumberFormat {
  let format = chfFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeFor(language), {
      style: 'currency',
      currency: 'CHF',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // it-CH would group only from five digits on ("CHF 4680.00" beside "CHF 12'000.00"): every
      // amount is grouped alike, in every language, so a price list reads the same throughout.
      useGrouping: 'always',
    });
    chfFormats.set(language, format);
  }
  return format;
}

function longDateFormat(language: Language): Intl.DateTimeFormat {
  let format = longDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'long', timeZone: TIME_ZONE });
    longDateFormats.set(language, format);
  }
  return format;
}

/** The minus of a negative amount: U+2212, which reads as one sign, unlike a hyphen glued to "CHF". */
export const MINUS_SIGN = '\u2212';

/** An amount split as a price is set large: its figure ("1 234.50"), its currency, and which comes first. */
export interface ChfParts {
  /** The number with its grouping, decimals and, when negative, its minus sign. */
  figure: string;
  currency: string;
  /** True where the language writes "CHF 1'234.50" (de, it, en); false for "1 234.50 CHF" (fr). */
  currencyFirst: boolean;
  /** What stands between the two: a no-break space. */
  space: string;
}

/**
 * The one money format of each language (docs/languages.md#money-format), in parts, from integer cents,
 * the unit every amount has in `@app/pricing` and Stripe. Fractional cents are a bug upstream, so they
 * throw rather than round. A negative amount takes U+2212 right before its figure ("CHF −53.45",
 * "−53.45 CHF"), never ICU's hyphen, which de-CH glues to the currency ("CHF-53.45").
 */
export function chfParts(cents: number, language: Language): ChfParts {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const parts = chfFormat(language).formatToParts(Math.abs(cents) / 100);
  const currencyAt = parts.findIndex((part) => part.type === 'currency');
  const firstDigit = parts.findIndex((part) => part.type === 'integer');
  const numberParts = parts.filter((part) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type));
  const figure = numberParts.map((part) => part.value).join('');
  return {
    figure: cents < 0 ? `${MINUS_SIGN}${figure}` : figure,
    currency: parts[currencyAt]?.value ?? 'CHF',
    currencyFirst: currencyAt < firstDigit,
    space: '\u00a0',
  };
}

/**
 * An amount in CHF with two decimals (docs/subscriptions-and-money.md#currency) as one string: the parts of
 * `chfParts`, so a price set large and a total in a line never differ.
 */
export function formatChf(cents: number, language: Language): string {
  const { figure, currency, currencyFirst, space } = chfParts(cents, language);
  return currencyFirst ? `${currency}${space}${figure}` : `${figure}${space}${currency}`;
}

const percentFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A VAT rate given in percent, as the language writes a percentage (docs/languages.md#money-format): one
 * decimal at most, as every Swiss rate has (docs/subscriptions-and-money.md#vat). French sets "%" apart
 * with a narrow no-break space ("8,1 %"), as it does its other high signs; de, it and en follow CLDR
 * ("8.1%"). ICU's fr-CH leaves the space out, so it is put in here, whatever the runtime's ICU says.
 */
export function formatVatRate(percent: number, language: Language): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeFor(language), { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(language, format);
  }
  const written = format.format(percent / 100);
  return language === 'fr' ? written.replace(/\s*%$/u, '\u202f%') : written;
}

/**
 * An invoice's amount (cents) as the list shows it (docs/subscriptions-and-money.md#invoices); which
 * amount that is, is `invoiceAmountShown` of @app/contracts.
 */
export const formatChfFromCents: (cents: number, language: Language) => string = formatChf;

// A calendar date, or a date and time with its offset: a time without one would be read in the
// runtime's zone, and Date.parse's free-form strings differ between engines.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

// French and Italian write the first of the month as an ordinal ("1er mars", "1° marzo"),
// docs/languages.md#dates; Intl writes a plain "1".
const FIRST_OF_MONTH: Partial<Record<Language, string>> = { fr: '1er', it: '1°' };

function formatDate(date: Date, language: Language): string {
  if (Number.isNaN(date.getTime())) return MISSING_VALUE;
  const first = FIRST_OF_MONTH[language];
  const format = longDateFormat(language);
  if (!first) return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && Number(part.value) === 1 ? first : part.value))
    .join('');
}

/**
 * A month and year in the user's language ("March 2026", "mars 2026"), as a card's expiry is
 * written in words (`month` 1 to 12, as Stripe's `exp_month`).
 */
export function formatMonthYear(month: number, year: number, language: Language): string {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return MISSING_VALUE;
  return new Intl.DateTimeFormat(localeFor(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * A long date in the user's language ('1 March 2025', '1. März 2025'), from a Date or an ISO 8601
 * string as the API sends (renewal and cancellation dates); '-' when missing or unreadable.
 */
export function formatLongDate(value: Date | string | null | undefined, language: Language): string {
  if (value == null) return MISSING_VALUE;
  if (value instanceof Date) return formatDate(value, language);
  const trimmed = value.trim();
  return ISO_8601.test(trimmed) && isCalendarDate(trimmed)
    ? formatDate(new Date(trimmed), language)
    : MISSING_VALUE;
}

// V8 reads '2025-02-30' as 2 March instead of rejecting it.
function isCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A long date from seconds since the epoch, the unit of Stripe's `created` on invoices. */
export function formatUnixSecondsDate(seconds: number | null | undefined, language: Language): string {
  if (seconds == null || !Number.isFinite(seconds)) return MISSING_VALUE;
  return formatDate(new Date(seconds * 1000), language);
}
