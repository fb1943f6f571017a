// What the card provider (Stripe.js, through the site's adapter) answers, and the words
// (docs/subscriptions-and-money.md#payment-errors) for what it could not do.
import { type Feedback, messageFeedback } from '../shared/feedback.js';

/**
 * Why the card provider could not create a payment method (the three payment alerts of
 * docs/subscriptions-and-money.md#payment-errors).
 */
export type CardProviderProblem =
  | { readonly reason: 'not_ready' }
  | { readonly reason: 'no_card_field' }
  | { readonly reason: 'provider'; readonly message: string };

/** What the provider's payment-method step throws; the site's Stripe adapter creates it. */
export class CardProviderError extends Error {
  constructor(readonly problem: CardProviderProblem) {
    super(problem.reason === 'provider' ? problem.message : problem.reason);
    this.name = 'CardProviderError';
  }
}

/**
 * The provider's answer to the 3-D Secure confirmation: nothing when passed; when refused, its own
 * message, or `refused` alone when it gave none (docs/subscriptions-and-money.md#payment-errors "Payment
 * failed, please try again.").
 */
export interface CardConfirmation {
  readonly errorMessage?: string;
  readonly refused?: boolean;
}

/**
 * The words (docs/subscriptions-and-money.md#payment-errors) for what the card provider could not do (not
 * ready, no card field, its own message).
 */
export const providerFeedback = (error: unknown): Feedback => {
  if (error instanceof CardProviderError) {
    const { problem } = error;
    if (problem.reason === 'not_ready') return messageFeedback('payment.error.stripeNotReady', 'error');
    if (problem.reason === 'no_card_field')
      return messageFeedback('payment.error.cardFieldNotFound', 'error');
    return { kind: 'text', text: problem.message, tone: 'error' };
  }
  return messageFeedback('payment.error.paymentError', 'error');
};
