import type { OpenInvoice } from '@app/contracts';
import { MISSING_VALUE } from '@app/i18n';

/** The invoice's number as the table and the question name it, or the mark of a missing value. */
export const numberOf = (invoice: OpenInvoice) => invoice.number ?? MISSING_VALUE;

/** Who owes it: the practice or person, else the e-mail address. */
export const customerOf = (invoice: OpenInvoice) => invoice.customerName ?? invoice.customerEmail;
