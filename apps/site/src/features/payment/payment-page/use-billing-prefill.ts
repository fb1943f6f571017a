import type { BillingInfo } from '@app/contracts';
import { useEffect } from 'react';

/**
 * docs/subscriptions-and-money.md#billing-info: the billing dialog starts from the details saved
 * last, if any.
 */
export function useBillingPrefill(
  actor: { send: (event: { type: 'BILLING.PREFILL'; billingInfo: BillingInfo }) => void },
  saved: BillingInfo | null,
) {
  useEffect(() => {
    if (saved) actor.send({ type: 'BILLING.PREFILL', billingInfo: saved });
  }, [actor, saved]);
}
