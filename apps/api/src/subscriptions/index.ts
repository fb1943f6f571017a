/**
 * The subscriptions domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export { type AppLicence, appLicence } from './app-licence.js';
export {
  type ChangesContext,
  scheduleChange,
  unsubscribe,
  updateLicenses,
} from './changes/changes-service.js';
export { payByCard, payByInvoice } from './checkout/checkout-service.js';
export { servedPlan } from './plan-of-user.js';
export { previewChange } from './preview/preview-service.js';
export { startSeatReconciliation } from './reconciliation/seat-reconciliation.js';
export { subscriptionInfo } from './subscription-info.js';
export { VersionedCache } from './versioned-cache.js';
export { type EventRefusal, verifyEvent } from './webhook-events/verify-event.js';
export { receiveEvent } from './webhook-events/webhook-events-service.js';
export { startWebhookEventWorker } from './webhook-events/webhook-events-worker.js';
