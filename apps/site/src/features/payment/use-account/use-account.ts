import type { BillingInfo, SubscriptionInfo } from '@app/contracts';
import { type CurrentSubscription, type Feedback, failureOf } from '@app/machines';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';

/** What the page must know of the account first: whether the order is a first purchase or a change. */
export type AccountState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly feedback: Feedback; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly current: CurrentSubscription | null;
      readonly licenseHeldElsewhere: boolean;
      /**
       * The billing details saved last (docs/subscriptions-and-money.md#billing-info), which the
       * billing dialog starts from.
       */
      readonly savedBilling: BillingInfo | null;
    };

/** A paid subscription the account owns and pays for (a seat on someone else's is not one). */
function currentOf(info: SubscriptionInfo): CurrentSubscription | null {
  if (info.accountType === 'free' || !info.subscriptionToken || !info.frequency) return null;
  return {
    plan: info.accountType,
    frequency: info.frequency,
    userCount: info.numberOfLicenses,
    cancelled: info.cancellationDate !== null,
    paidBy: info.paidBy ?? 'card',
    // docs/subscriptions-and-money.md#card-on-file: a change paid now is charged to it first.
    cardOnFile: info.paymentMethod
      ? { brand: info.paymentMethod.brand, last4: info.paymentMethod.last4 }
      : null,
  };
}

export function useAccount(): AccountState {
  const { call } = useSession();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  useEffect(() => {
    void attempt;
    let current = true;
    setState({ status: 'loading' });
    // Read together, so no call of this page's start is still under way once the order shows.
    // The saved details are a convenience: without them the dialog starts empty (only logged).
    const saved = call('billingInfo').then(
      ({ billingInfo }) => billingInfo,
      (error: unknown) => {
        console.warn('[payment] billingInfo failed', error);
        return null;
      },
    );
    Promise.all([call('subscriptionInfo'), saved]).then(
      ([info, savedBilling]) => {
        if (current)
          setState({
            status: 'ready',
            current: currentOf(info),
            licenseHeldElsewhere: info.licenseHeldElsewhere,
            savedBilling,
          });
      },
      (error: unknown) => {
        if (!current) return;
        const failure = failureOf(error);
        const feedback: Feedback =
          failure.kind === 'api'
            ? { kind: 'apiError', code: failure.error.code, text: failure.error.message, tone: 'error' }
            : { kind: 'message', id: 'errors.network', tone: 'error' };
        setState({ status: 'failed', feedback, retry });
      },
    );
    return () => {
      current = false;
    };
  }, [call, attempt, retry]);
  return state;
}
