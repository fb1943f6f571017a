import type { Language } from '@app/contracts';
import { formatChf, formatLongDate, formatVatRate, intlFor, type MessageId } from '@app/i18n';
import { pdfText } from './pdf-text.js';

/** The invoice's own words (packages/i18n, `invoice.pdf.*`), kept off the site's downloads. */
export type InvoiceMessageId = Extract<MessageId, `invoice.pdf.${string}`>;

/** Everything a block writes, in the invoice's language and Swiss formats, ready for the PDF's font. */
export interface Words {
  language: Language;
  say(id: InvoiceMessageId | 'company.country', values?: Record<string, string | number>): string;
  /**
   * Cents to "CHF 1'234.50" (de, it, en) or "1 234.50 CHF" (fr), a credit "CHF –53.45": the screens'
   * one money format (docs/languages.md#money-format), its minus set as WinAnsi's en dash.
   */
  money(cents: number): string;
  date(date: Date): string;
  quantity(quantity: number): string;
  /** 7.7 to "7.7%" ("7,7 %" in French), as the screens write a VAT rate. */
  percent(percent: number): string;
}

export function wordsFor(language: Language): Words {
  const intl = intlFor(language);
  return {
    language,
    say: (id, values) => pdfText(intl.formatMessage({ id }, values)),
    money: (cents) => pdfText(formatChf(cents, language)),
    date: (date) => pdfText(formatLongDate(date, language)),
    quantity: (quantity) => pdfText(intl.formatNumber(quantity)),
    percent: (percent) => pdfText(formatVatRate(percent, language)),
  };
}
