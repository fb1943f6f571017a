import { invoiceIdSchema } from './billing.js';
import { isoDateTimeSchema } from './primitives.js';
import { storedEmailSchema } from './rules.js';
import { centsSchema } from './subscription-changes.js';
import { z } from './zod.js';

const CUSTOMER_NAME_MAX_LENGTH = 201;
const INVOICE_NUMBER_MAX_LENGTH = 255;

/**
 * An invoice paid by bank transfer that is still unpaid (docs/admin.md#open-invoices): Stripe's
 * status `open` on a subscription with `collection_method: send_invoice`, or `uncollectible` once
 * written off (a transfer that comes late is still recorded). `awaitsApproval`: its order is a first
 * order above the credit limit, not served until it is paid or approved
 * (docs/subscriptions-and-money.md#credit-limit). `customerName` is the
 * practice (the billing details' company) or else the person's name, null when the customer saved
 * none; `dueAt` is null until our copy holds Stripe's due date, and such an invoice is never
 * overdue. `remindedAt` is when the reminder mail went out, 7 days after the due date
 * (docs/subscriptions-and-money.md#overdue-invoices).
 */
export const openInvoiceSchema = z.object({
  invoiceId: invoiceIdSchema,
  number: z.string().max(INVOICE_NUMBER_MAX_LENGTH).nullable(),
  customerEmail: storedEmailSchema,
  customerName: z.string().max(CUSTOMER_NAME_MAX_LENGTH).nullable(),
  amountDue: centsSchema,
  issuedAt: isoDateTimeSchema,
  dueAt: isoDateTimeSchema.nullable(),
  overdue: z.boolean(),
  remindedAt: isoDateTimeSchema.nullable(),
  status: z.enum(['open', 'uncollectible']),
  awaitsApproval: z.boolean(),
});
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

/** GET /admin/open-invoices: the unpaid transfer invoices, the one due first at the top. */
export const listOpenInvoicesResponseSchema = z.array(openInvoiceSchema);
export type ListOpenInvoicesResponse = z.infer<typeof listOpenInvoicesResponseSchema>;

/**
 * POST /admin/open-invoices/mark-paid: the customer's transfer has arrived. Stripe records the
 * invoice as paid outside of Stripe (`paid_out_of_band`), and the answer is the list after the
 * change, as the blacklist's changes answer the whole blacklist, so the tab is redrawn without a
 * second call.
 */
export const markInvoicePaidRequestSchema = z.strictObject({ invoiceId: invoiceIdSchema });
export type MarkInvoicePaidRequest = z.infer<typeof markInvoicePaidRequestSchema>;
export const markInvoicePaidResponseSchema = listOpenInvoicesResponseSchema;
export type MarkInvoicePaidResponse = ListOpenInvoicesResponse;

/**
 * POST /admin/open-invoices/approve: the admin serves a first order on invoice above the credit
 * limit before its invoice is paid (docs/admin.md#approve-order); who approved it and when are
 * recorded. The answer is the list after the change, as mark-paid's.
 */
export const approveInvoiceOrderRequestSchema = z.strictObject({ invoiceId: invoiceIdSchema });
export type ApproveInvoiceOrderRequest = z.infer<typeof approveInvoiceOrderRequestSchema>;
export const approveInvoiceOrderResponseSchema = listOpenInvoicesResponseSchema;
export type ApproveInvoiceOrderResponse = ListOpenInvoicesResponse;
