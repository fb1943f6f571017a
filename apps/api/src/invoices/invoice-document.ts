import type { Language } from '@app/contracts';

/** One line of an invoice: what is billed, for which period, how many, at what price (VAT included). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Price of one unit in cents, VAT included (the catalogue's prices include it). */
  unitAmount: number;
  /** quantity × unitAmount, or a prorated amount; cents, VAT included; negative for a credit. */
  amount: number;
  periodStart: Date | null;
  periodEnd: Date | null;
}

/** The seller named on every invoice (Art. 26 MWSTG): from configuration, validated at start. */
export interface Seller {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2, 'CH' for us. */
  country: string;
  /** The UID with its VAT suffix, e.g. "CHE-123.456.788 MWST". */
  vatNumber: string;
}

/** Who the invoice is addressed to: the billing details as they were when it was issued. */
export interface BilledTo {
  firstName: string;
  lastName: string;
  company: string | null;
  address: string;
  postalCode: string;
  city: string;
  vatNumber: string | null;
  email: string;
}

/** Payment by bank transfer with a Swiss QR-bill (only for invoices paid on invoice). */
export interface TransferPayment {
  /** A QR-IBAN (CH/LI, QR-IID 30000-31999) from configuration. */
  qrIban: string;
  /** The 27-digit QR reference of this invoice (mod-10 recursive check digit). */
  reference: string;
}

/** Everything an invoice PDF shows, read from our own records; rendering needs nothing else. */
export interface InvoiceDocument {
  id: string;
  number: string;
  issued: Date;
  /** null for an invoice charged to a card. */
  dueDate: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  lines: InvoiceLine[];
  /** Cents, VAT included. */
  total: number;
  /** The VAT rate in force on the issue date (packages/pricing), in percent, e.g. 7.7. */
  vatRatePercent: number;
  /** Split of total at that rate (packages/pricing splitVat): subtotal + vat = total. */
  subtotal: number;
  vat: number;
  currency: 'chf';
  /** Stripe's status: paid and open have translated labels; any other is shown as it is. */
  status: string;
  paidAt: Date | null;
  seller: Seller;
  billedTo: BilledTo | null;
  /** Present when the invoice is paid by transfer and still open: the PDF carries a QR-bill. */
  transfer: TransferPayment | null;
  language: Language;
}
