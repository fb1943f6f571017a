/**
 * The invoices domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { ownInvoicePdf } from './invoice-service.js';
