// What other domains read and write of this domain's tables: its repositories are private to it
// (docs/architecture.md#domains).
export { type ExpiringCard, findExpiringCards } from './expiring-cards-repository.js';
export { claimPurchase, hasPurchaseUnderWay, releasePurchase } from './purchases/purchases-repository.js';
export {
  findBillingInfo,
  findLiveSubscription,
  findSubscriptionByStripeId,
  findSubscriptionByToken,
  findSubscriptionOwner,
  lockUser,
  type StoredSubscription,
  saveBillingInfo,
  servingSql,
} from './subscriptions-repository.js';
// The plan of every user as SQL, for the queries that show it (admin's list, tracking, trials).
export { USER_PLANS_SQL, type UserPlanColumns } from './user-plans-repository.js';
