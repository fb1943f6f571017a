import type { BillingInfo } from '@app/contracts';
import { useEffect } from 'react';
import { useSession } from '../../session/session-provider.js';

/**
 * Issue 22: the billing dialog starts from the details saved last, if any. A failed read is only
 * logged, as SPEC §8 has it for the billing details: the dialog then starts empty.
 */
export function useBillingPrefill(actor: {
  send: (event: { type: 'BILLING.PREFILL'; billingInfo: BillingInfo }) => void;
}) {
  const { call } = useSession();
  useEffect(() => {
    let current = true;
    call('billingInfo').then(
      ({ billingInfo }) => {
        if (current && billingInfo) actor.send({ type: 'BILLING.PREFILL', billingInfo });
      },
      (error: unknown) => console.warn('[payment] billingInfo failed', error),
    );
    return () => {
      current = false;
    };
  }, [actor, call]);
}
