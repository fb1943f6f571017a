/**
 * The billing domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { billingDetails, saveBillingDetails } from './billing-details-service.js';
export { startBillingNoticesWorker } from './billing-notices-worker.js';
export { payInvoice } from './invoice-payment-service.js';
export { startOverdueInvoices } from './overdue-invoices.js';
export { setupPaymentMethod, updatePaymentMethod } from './payment-method-service.js';
export { resumeSubscription } from './resume-service.js';
