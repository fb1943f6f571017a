import { useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type RefObject, useEffect, useRef } from 'react';

export interface CardProvider {
  stripe: Stripe | null;
  elements: StripeElements | null;
}

/**
 * Stripe and its Elements for a chart's actors, and whether both have loaded, for the render. The
 * actors run long after the render that made them: they read `provider.current` then, rather than
 * what that render saw. (Elements comes in the same render as Stripe, from its provider.)
 */
export function useCardProvider(): { provider: RefObject<CardProvider>; ready: boolean } {
  const stripe = useStripe();
  const elements = useElements();
  const provider = useRef<CardProvider>({ stripe, elements });
  useEffect(() => {
    provider.current = { stripe, elements };
  }, [stripe, elements]);
  return { provider, ready: stripe !== null && elements !== null };
}
