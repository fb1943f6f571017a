import type { InvoiceStatus, Language } from '@app/contracts';
import type { Frequency, PaidPlan } from '@app/pricing';

/** One line of an invoice: what is billed, for which period, how many, at what price (VAT included). */
export interface InvoiceLine {
  /** Stripe's words, in English: shown only for a line that is none of our plans. */
  description: string;
  /**
   * The plan the line bills, read from its price at the sync, so the PDF names it in the
   * customer's language; absent on lines recorded before, or not for a plan.
   */
  plan?: { plan: PaidPlan; frequency: Frequency } | null;
  /** A change's share of a period: a credit for time not used (negative) or the time left. */
  proration?: boolean;
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
  /**
   * What the QR-bill asks, in cents: Stripe's amount_due, the total less what the customer's
   * balance already paid, so a transfer of it settles the invoice exactly.
   */
  amountDue: number;
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
  /** Stripe's status, each with its words in the invoice's language. */
  status: InvoiceStatus;
  paidAt: Date | null;
  seller: Seller;
  billedTo: BilledTo | null;
  /** Present when the invoice is paid by transfer and still open: the PDF carries a QR-bill. */
  transfer: TransferPayment | null;
  language: Language;
}
