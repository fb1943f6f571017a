export { deletionCutoff, deletionScheduledAt } from './account-deletion.js';
export { type AppLicence, type AppLicenceFacts, appLicenceOf } from './app-licence.js';
export { type ChangeEffect, choiceOf, effectOf, type PlanChoice, seatsCover } from './changes.js';
export { type LicenceReconciliation, reconcileLicences } from './licences.js';
export {
  type EndedNoticeKind,
  endedNoticeKind,
  endedUnpaid,
  type InvoiceEventFacts,
  type InvoiceNotice,
  type InvoiceNoticeKind,
  invoiceNotice,
  type NoticeFacts,
  type SubscriptionNotice,
  subscriptionNotices,
} from './notices.js';
export { MAX_RETRY_ATTEMPTS, nextRetrySeconds, retryDelaySeconds } from './retries.js';
export { type SeatPlan, seatPlanOf, seatRefusal, seatsTaken, seatsToFill } from './seats.js';
export {
  awaitsCredit,
  ENDED_STATUSES,
  hasEnded,
  INVOICE_STATUSES,
  type InvoiceStatus,
  invoiceStatusOf,
  isInvoiceStatus,
  isLicenceStatus,
  isServing,
  isSubscriptionStatus,
  LICENCE_STATUSES,
  type LicenceStatus,
  SERVING_STATUSES,
  type ServingFacts,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  subscriptionStatusOf,
} from './statuses.js';
