import { parseSwissUid } from '@app/contracts';
import { COMPANY } from '@app/i18n';
import { VAT_RATES, type VatRate } from '@app/pricing';
import { isIBANValid } from 'swissqrbill/utils';
import { z } from 'zod';
import type { Seller } from './invoice-document.js';

/**
 * The seller every invoice names (Art. 26 MWSTG) and the account that transfers are paid to, read
 * with the rest of the configuration (config.ts) and checked at start: an invoice with a wrong VAT
 * number or a QR-bill that no bank accepts is found by the start, not by a customer's accountant.
 */

/** A valid UID of development and tests only (check digit 8): production names its own. */
export const DEVELOPMENT_SELLER_VAT_NUMBER = 'CHE-123.456.788 MWST';
/** The QR-IBAN of SIX's examples (Swiss Payment Standards, QR-bill implementation guidelines). */
export const DEVELOPMENT_QR_IBAN = 'CH4431999123000889012';

const VAT_NUMBER_FORM = /^CHE-\d{3}\.\d{3}\.\d{3} (MWST|TVA|IVA)$/;

/** `CHE-123.456.789 MWST` (or TVA, IVA), written so, with the UID's modulus-11 check digit. */
export const sellerVatNumber = z
  .string()
  .trim()
  .refine(
    (value) => VAT_NUMBER_FORM.test(value) && Boolean(parseSwissUid(value)?.vat),
    'must be a Swiss VAT number written CHE-123.456.789 MWST (or TVA, IVA) with a valid check digit',
  );

/**
 * A QR-IBAN: the IBAN of a Swiss or Liechtenstein account (21 characters, ISO 13616 modulus 97)
 * whose institution id (QR-IID, its 5th to 9th characters) is in 30000-31999, the range that
 * marks an account taking QR references. Spaces, as banks print it, are allowed.
 */
export const qrIban = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((iban) => {
    if (!/^(CH|LI)\d{19}$/.test(iban) || !isIBANValid(iban)) return false;
    const institution = Number(iban.slice(4, 9));
    return institution >= 30000 && institution <= 31999;
  }, 'must be a QR-IBAN: CH or LI, 21 characters, a valid check (mod 97), QR-IID 30000-31999');

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/**
 * The environment's entries for invoicing, as config.ts reads them (each optional there; the
 * lengths are the QR-bill's for an address, Swiss Payment Standards 2.3).
 */
export const invoicingVariables = {
  SELLER_LEGAL_NAME: text(70),
  SELLER_STREET: text(70),
  SELLER_POSTAL_CODE: text(16),
  SELLER_CITY: text(35),
  SELLER_VAT_NUMBER: sellerVatNumber,
  INVOICE_QR_IBAN: qrIban,
};

export interface InvoicingEnvironment {
  SELLER_LEGAL_NAME?: string | undefined;
  SELLER_STREET?: string | undefined;
  SELLER_POSTAL_CODE?: string | undefined;
  SELLER_CITY?: string | undefined;
  SELLER_VAT_NUMBER?: string | undefined;
  INVOICE_QR_IBAN?: string | undefined;
  NODE_ENV?: string | undefined;
  INVOICE_PAYMENT_ENABLED: boolean;
}

export interface InvoicingConfig {
  /** The seller every invoice names (Art. 26 MWSTG); development defaults outside production. */
  seller: Seller;
  /** Where transfers are paid to; null only in production without payment on invoice. */
  invoiceQrIban: string | null;
  /**
   * The VAT rates by date (docs/subscriptions-and-money.md#vat): the law's table, which no setting
   * changes; a test gives one with a rate to come, to follow amounts across its first day.
   */
  vatRates: readonly VatRate[];
}

/**
 * The seller and the QR-IBAN, defaults applied. Outside production they default to the brand's
 * company (packages/i18n), a development UID and SIX's example QR-IBAN; production must name its
 * VAT number, and a QR-IBAN when it offers payment on invoice. Problems are added to `problems`.
 */
export function invoicingConfig(env: InvoicingEnvironment, problems: string[]): InvoicingConfig {
  const production = env.NODE_ENV === 'production';
  if (production && !env.SELLER_VAT_NUMBER) {
    problems.push(
      'SELLER_VAT_NUMBER must be set in production (CHE-123.456.789 MWST): every invoice names it',
    );
  }
  if (production && env.INVOICE_PAYMENT_ENABLED && !env.INVOICE_QR_IBAN) {
    problems.push('INVOICE_QR_IBAN must be set in production when INVOICE_PAYMENT_ENABLED is true');
  }
  return {
    seller: {
      legalName: env.SELLER_LEGAL_NAME ?? COMPANY.name,
      street: env.SELLER_STREET ?? COMPANY.street,
      postalCode: env.SELLER_POSTAL_CODE ?? COMPANY.postalCode,
      city: env.SELLER_CITY ?? COMPANY.city,
      country: 'CH',
      vatNumber: env.SELLER_VAT_NUMBER ?? DEVELOPMENT_SELLER_VAT_NUMBER,
    },
    invoiceQrIban: env.INVOICE_QR_IBAN ?? (production ? null : DEVELOPMENT_QR_IBAN),
    vatRates: VAT_RATES,
  };
}
