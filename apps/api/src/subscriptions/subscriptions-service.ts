// What other domains read and write of this domain's tables: its repositories are private to it
// (docs/architecture.md#domains).
export { claimPurchase, hasPurchaseUnderWay, releasePurchase } from './purchases/purchases-repository.js';
export {
  findBillingInfo,
  findLiveSubscription,
  findSubscriptionByStripeId,
  findSubscriptionByToken,
  lockUser,
  type StoredSubscription,
  saveBillingInfo,
  servingSql,
} from './subscriptions-repository.js';
