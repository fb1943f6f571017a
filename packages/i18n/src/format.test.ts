import { LANGUAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  chfParts,
  formatChf,
  formatChfFromCents,
  formatLongDate,
  formatMonthYear,
  formatUnixSecondsDate,
  formatVatRate,
  localeFor,
  MISSING_VALUE,
  TIME_ZONE,
} from './format.js';

// Pinned to what Node's ICU (78) produces. The separators are not plain spaces: fr-CH groups with
// U+202F and puts U+00A0 before "CHF"; en, de and it put U+00A0 after it.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('localeFor', () => {
  it('uses the Swiss variant of every language', () => {
    expect(LANGUAGES.map(localeFor)).toEqual(['fr-CH', 'de-CH', 'it-CH', 'en-CH']);
  });
});

describe('formatChf (docs/subscriptions-and-money.md#currency: CHF, two decimals)', () => {
  it.each([
    ['en', `CHF${NBSP}1'234.50`, `CHF${NBSP}53.45`, `CHF${NBSP}0.00`, `CHF${NBSP}1'234'567.89`],
    ['de', `CHF${NBSP}1'234.50`, `CHF${NBSP}53.45`, `CHF${NBSP}0.00`, `CHF${NBSP}1'234'567.89`],
    [
      'fr',
      `1${NNBSP}234.50${NBSP}CHF`,
      `53.45${NBSP}CHF`,
      `0.00${NBSP}CHF`,
      `1${NNBSP}234${NNBSP}567.89${NBSP}CHF`,
    ],
    // it-CH would group only from five digits on; amounts are grouped from four, as in de and en.
    ['it', `CHF${NBSP}1'234.50`, `CHF${NBSP}53.45`, `CHF${NBSP}0.00`, `CHF${NBSP}1'234'567.89`],
  ] as const)('%s', (language, thousands, price, zero, millions) => {
    expect(formatChf(123450, language)).toBe(thousands);
    expect(formatChf(5345, language)).toBe(price);
    expect(formatChf(0, language)).toBe(zero);
    expect(formatChf(123456789, language)).toBe(millions);
  });

  it('shows an invoice amount_paid in cents as amount_paid / 100', () => {
    expect(formatChfFromCents(58800, 'de')).toBe(`CHF${NBSP}588.00`);
    expect(formatChfFromCents(1, 'en')).toBe(`CHF${NBSP}0.01`);
  });

  // docs/languages.md#money-format: a credit reads as one minus, in the currency's place of each language.
  it.each([
    ['en', `CHF${NBSP}\u221253.45`, `CHF${NBSP}\u22121'234.50`],
    ['de', `CHF${NBSP}\u221253.45`, `CHF${NBSP}\u22121'234.50`],
    ['it', `CHF${NBSP}\u221253.45`, `CHF${NBSP}\u22121'234.50`],
    ['fr', `\u221253.45${NBSP}CHF`, `\u22121${NNBSP}234.50${NBSP}CHF`],
  ] as const)('writes a negative amount in %s with a minus that reads as one', (language, credit, large) => {
    expect(formatChf(-5345, language)).toBe(credit);
    expect(formatChf(-123450, language)).toBe(large);
    expect(formatChf(-5345, language)).not.toMatch(/CHF-|-/);
  });

  it.each([
    ['en', true],
    ['de', true],
    ['it', true],
    ['fr', false],
  ] as const)(
    'gives a price set large the same figure and currency place as the line in %s',
    (language, first) => {
      const parts = chfParts(3900, language);
      expect(parts).toMatchObject({ figure: '39.00', currency: 'CHF', currencyFirst: first });
      const joined = first
        ? `${parts.currency}${parts.space}${parts.figure}`
        : `${parts.figure}${parts.space}${parts.currency}`;
      expect(joined).toBe(formatChf(3900, language));
    },
  );

  it('refuses fractional or non-finite cents rather than rounding a bug away', () => {
    expect(() => formatChf(53.45, 'en')).toThrow(RangeError);
    expect(() => formatChf(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatChf(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['en', '1 March 2025'],
    ['fr', '1er mars 2025'],
    ['de', '1. März 2025'],
    ['it', '1° marzo 2025'],
  ] as const)('writes the long date in %s', (language, expected) => {
    expect(formatLongDate('2025-03-01', language)).toBe(expected);
    expect(formatLongDate(new Date(Date.UTC(2025, 2, 1, 12)), language)).toBe(expected);
  });

  it('writes the first of the month as an ordinal in French and Italian, and only the first', () => {
    expect(formatLongDate('2026-03-01', 'fr')).toBe('1er mars 2026');
    expect(formatLongDate('2026-03-01', 'it')).toBe('1° marzo 2026');
    expect(formatLongDate('2026-03-11', 'fr')).toBe('11 mars 2026');
    expect(formatLongDate('2026-03-21', 'it')).toBe('21 marzo 2026');
    expect(formatLongDate('2026-03-01', 'en')).toBe('1 March 2026');
  });

  it(`shows the day in ${TIME_ZONE}, whatever the runtime's zone`, () => {
    // 23:30 UTC on New Year's Eve is already 1 January in Zurich.
    expect(formatLongDate('2025-12-31T23:30:00Z', 'de')).toBe('1. Januar 2026');
    expect(formatLongDate('2025-06-30T22:30:00.000Z', 'fr')).toBe('1er juillet 2025');
    expect(formatLongDate('2025-06-30T23:30:00+02:00', 'en')).toBe('30 June 2025');
  });

  it(`shows "${MISSING_VALUE}" for a missing or unreadable date`, () => {
    expect(MISSING_VALUE).toBe('-');
    for (const value of [null, undefined, '', '  ', 'soon', 'March 1, 2025', '2025-02-30', '2025-13-01']) {
      expect(formatLongDate(value, 'en')).toBe('-');
    }
    expect(formatLongDate(new Date(Number.NaN), 'en')).toBe('-');
  });

  it('refuses a date and time without an offset, which each runtime would read in its own zone', () => {
    expect(formatLongDate('2025-03-01T10:00', 'en')).toBe('-');
  });
});

describe('formatMonthYear (a card expiry)', () => {
  it.each([
    ['en', 'March 2026'],
    ['fr', 'mars 2026'],
    ['de', 'März 2026'],
    ['it', 'marzo 2026'],
  ] as const)('names the month in %s', (language, expected) => {
    expect(formatMonthYear(3, 2026, language)).toBe(expected);
  });

  it('shows "-" for a month that is not one', () => {
    expect(formatMonthYear(13, 2026, 'fr')).toBe('-');
    expect(formatMonthYear(0, 2026, 'fr')).toBe('-');
  });
});

describe('formatUnixSecondsDate (Stripe invoice `created`)', () => {
  it.each([
    ['en', '1 January 2026'],
    ['fr', '1er janvier 2026'],
    ['de', '1. Januar 2026'],
    ['it', '1° gennaio 2026'],
  ] as const)('reads seconds, not milliseconds, in %s', (language, expected) => {
    // 2025-12-31T23:00:00Z, midnight in Zurich.
    expect(formatUnixSecondsDate(1_767_222_000, language)).toBe(expected);
  });

  it('shows "-" when missing', () => {
    expect(formatUnixSecondsDate(null, 'fr')).toBe('-');
    expect(formatUnixSecondsDate(undefined, 'fr')).toBe('-');
    expect(formatUnixSecondsDate(Number.NaN, 'fr')).toBe('-');
    expect(formatUnixSecondsDate(1e20, 'fr')).toBe('-');
  });
});

describe('formatVatRate', () => {
  it('writes a rate as each language writes a percentage, with its one decimal', () => {
    expect(formatVatRate(8.1, 'en')).toBe('8.1%');
    expect(formatVatRate(8.1, 'de')).toBe('8.1%');
    expect(formatVatRate(7.7, 'it')).toBe('7.7%');
    expect(formatVatRate(8.1, 'it')).toBe('8.1%');
    expect(formatVatRate(8, 'en')).toBe('8%');
  });

  it('sets the French "%" apart with a narrow no-break space, as French sets its high signs', () => {
    // docs/languages.md#money-format: ICU's fr-CH writes "8,1%"; French typography wants the space.
    expect(formatVatRate(8.1, 'fr')).toBe(`8,1${NNBSP}%`);
    expect(formatVatRate(7.7, 'fr')).toBe(`7,7${NNBSP}%`);
    expect(formatVatRate(8, 'fr')).toBe(`8${NNBSP}%`);
  });
});
