import type { BillingInfo, SubscriptionInfo } from '@app/contracts';
import type { CurrentSubscription, Feedback } from '@app/machines';
import { useCallback, useMemo } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useLoad } from '../../../hooks/use-load.js';
import type { CallApi } from '../../../lib/api/client.js';

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
      /**
       * docs/licences.md#practice-view: the subscription changed is the practice's, which a member
       * of it whose roles give her `plan` changes (the page says so).
       */
      readonly practice: boolean;
      /** Reads the account (and the practice) again behind what is shown, after a change. */
      readonly refresh: () => void;
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

/**
 * Read together, so no call of this page's start is still under way once the order shows. The
 * saved details are a convenience: without them the dialog starts empty (only logged).
 */
async function readAccount(call: CallApi) {
  const saved = call('billingInfo').then(
    ({ billingInfo }) => billingInfo,
    (error: unknown) => {
      console.warn('[payment] billingInfo failed', error);
      return null;
    },
  );
  // docs/licences.md#practice-view: a member whose roles give her `plan` changes the plan and the
  // frequency of the practice she holds her seat on, as /license-adjustment changes its seats.
  const [own, practice, savedBilling] = await Promise.all([
    call('subscriptionInfo'),
    call('practice').catch(() => null),
    saved,
  ]);
  const seen = practice?.practice;
  const practiceInfo =
    own.seat && seen?.subscription && seen.permissions.includes('plan') ? seen.subscription : null;
  const info = practiceInfo ?? own;
  return {
    current: currentOf(info),
    licenseHeldElsewhere: info.licenseHeldElsewhere,
    savedBilling,
    practice: practiceInfo !== null,
  };
}

export function useAccount(): AccountState {
  const { call } = useSession();
  const { loaded, retry, refresh } = useLoad(
    useCallback(() => readAccount(call), [call]),
    '[payment] subscriptionInfo',
  );
  return useMemo(() => {
    if (loaded.status === 'ready') return { status: 'ready', ...loaded.data, refresh };
    if (loaded.status === 'failed') return { status: 'failed', feedback: loaded.feedback, retry };
    return loaded;
  }, [loaded, retry, refresh]);
}
