import type { Language } from '@app/contracts';
import { useRef } from 'react';
import { useSession } from '../../../components/session-provider/session-provider.js';
import type { StripeLoader } from '../../../lib/card-provider.js';

/** Stripe.js, loaded once and only when a payment asks for 3-D Secure. */
export function useStripeOnDemand(stripeLoader: StripeLoader, language: Language) {
  const { call } = useSession();
  const stripe = useRef<ReturnType<StripeLoader> | null>(null);
  return () => {
    stripe.current ??= call('config').then((config) => stripeLoader(config, language));
    return stripe.current;
  };
}
