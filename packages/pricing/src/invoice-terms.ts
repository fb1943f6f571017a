/**
 * docs/subscriptions-and-money.md#overdue-invoices: the terms of payment on invoice, written once
 * for the API that sends, reminds and ends, and for the terms of use that promise them.
 */

/** An invoice paid by transfer is due this many days after its date (its QR-bill says so). */
export const INVOICE_PAYMENT_DAYS = 30;
/** Still unpaid this many days after its due date, it is reminded, once... */
export const INVOICE_REMINDER_DAYS_AFTER_DUE = 7;
/** ...and, still unpaid this many days after its reminder, its subscription ends. */
export const INVOICE_END_DAYS_AFTER_REMINDER = 30;
