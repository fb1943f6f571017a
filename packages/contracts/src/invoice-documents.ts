import { invoiceSchema } from './subscriptions.js';
import { z } from './zod.js';

/** Our own invoice PDF (issue 26): rendered by the API from its records, in the customer's language. */
export const INVOICE_PDF_MEDIA_TYPE = 'application/pdf';

/** GET /invoices/{id}/pdf: `id` is the invoice's id as subscription-info lists it. */
export const invoicePdfParamsSchema = z.strictObject({ id: invoiceSchema.shape.id });
export type InvoicePdfParams = z.infer<typeof invoicePdfParamsSchema>;
