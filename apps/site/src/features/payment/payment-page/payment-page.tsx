import { isPaidPlan, type PaidPlan } from '@app/pricing';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { RequireSession } from '../../../components/require-session/require-session.js';
import { loadStripeJs, type StripeLoader } from '../../../lib/card-provider.js';
import { PaymentScreen } from './payment-provider.js';
import type { Clock } from './use-checkout.js';

export interface PaymentPageProps {
  /** Where the card provider comes from: Stripe.js by default, a fake in tests and stories. */
  stripeLoader?: StripeLoader;
  /** The day the order is placed, from which the next billing date is counted (fixed in stories). */
  today?: Date;
  /**
   * The clock of the payment's waits (the pause after 3-D Secure, the 4 s polls, the 120 s limit):
   * the real one by default; a story passes XState's SimulatedClock to reach the activation
   * timeout of the real chart without waiting two minutes.
   */
  clock?: Clock;
}

/**
 * docs/subscriptions-and-money.md#payment-page: the plan comes with the navigation state; anything but
 * Enterprise is Premium.
 */
function planFrom(state: unknown): PaidPlan {
  const licenseType =
    state && typeof state === 'object' ? (state as { licenseType?: unknown }).licenseType : undefined;
  return isPaidPlan(licenseType) ? licenseType : 'premium';
}

/**
 * /payment (docs/subscriptions-and-money.md#payment-page). Paying needs a session: a visitor signs in first
 * and comes back here with the plan chosen, and so does a user whose session has just expired.
 */
export function PaymentPage({ stripeLoader = loadStripeJs, today, clock }: PaymentPageProps) {
  const location = useLocation();
  const plan = planFrom(location.state);
  const carried = useMemo(() => ({ licenseType: plan }), [plan]);
  return (
    <RequireSession state={carried}>
      <PaymentScreen plan={plan} stripeLoader={stripeLoader} today={today} clock={clock} />
    </RequireSession>
  );
}
