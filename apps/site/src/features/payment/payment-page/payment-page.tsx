import { isPaidPlan, type PaidPlan } from '@app/pricing';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Redirecting } from '../../../components/redirecting/redirecting.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { loadStripeJs, type StripeLoader } from '../../../lib/card-provider.js';
import type { Clock } from './checkout.js';
import { PaymentScreen } from './payment-provider.js';

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

/** SPEC §2: the plan comes with the navigation state; anything but Enterprise is Premium. */
function planFrom(state: unknown): PaidPlan {
  const licenseType =
    state && typeof state === 'object' ? (state as { licenseType?: unknown }).licenseType : undefined;
  return isPaidPlan(licenseType) ? licenseType : 'premium';
}

/**
 * /payment (SPEC §2, §4, §5, §6, §9). Paying needs a session: a visitor signs in first and comes
 * back here with the plan chosen, and so does a user whose session has just expired.
 */
export function PaymentPage({ stripeLoader = loadStripeJs, today, clock }: PaymentPageProps) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const plan = planFrom(location.state);
  useEffect(() => {
    if (!signedIn) navigate('/signin', { replace: true, state: { from: '/payment', licenseType: plan } });
  }, [signedIn, navigate, plan]);
  return signedIn ? (
    <PaymentScreen plan={plan} stripeLoader={stripeLoader} today={today} clock={clock} />
  ) : (
    <Redirecting />
  );
}
