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
  | { readonly reason: 'provider'; readonly refusal: ProviderRefusal };

/**
 * What the provider said when it refused: its error code and, for a declined card, the bank's decline
 * code. Never its words: Stripe.js writes them in its own voice (an informal Italian "il tuo"), so the
 * site says ours (docs/subscriptions-and-money.md#payment-errors).
 */
export interface ProviderRefusal {
  readonly code?: string;
  readonly declineCode?: string;
}

/** What the provider's payment-method step throws; the site's Stripe adapter creates it. */
export class CardProviderError extends Error {
  constructor(readonly problem: CardProviderProblem) {
    super(problem.reason === 'provider' ? (problem.refusal.code ?? 'provider') : problem.reason);
    this.name = 'CardProviderError';
  }
}

/**
 * The provider's answer to the 3-D Secure confirmation: nothing when passed; when refused, its codes
 * (`refusal`), or `refused` alone when it gave none (docs/subscriptions-and-money.md#payment-errors
 * "Payment failed, please try again.").
 */
export interface CardConfirmation {
  readonly refusal?: ProviderRefusal;
  readonly refused?: boolean;
}

// Stripe's error and decline codes (https://docs.stripe.com/error-codes, /declines/codes) we have
// words for; a decline code is more precise than the error code it comes with.
const REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  payment_intent_authentication_failure: 'payment.error.provider.authenticationFailed',
  setup_intent_authentication_failure: 'payment.error.provider.authenticationFailed',
  authentication_required: 'payment.error.provider.authenticationFailed',
  card_declined: 'payment.error.provider.cardDeclined',
  generic_decline: 'payment.error.provider.cardDeclined',
  do_not_honor: 'payment.error.provider.cardDeclined',
  expired_card: 'payment.error.provider.expiredCard',
  incorrect_cvc: 'payment.error.provider.incorrectCvc',
  invalid_cvc: 'payment.error.provider.incorrectCvc',
  insufficient_funds: 'payment.error.provider.insufficientFunds',
  processing_error: 'payment.error.provider.processingError',
  incorrect_number: 'payment.error.provider.cardDetails',
  invalid_number: 'payment.error.provider.cardDetails',
  incomplete_number: 'payment.error.provider.cardDetails',
  incomplete_cvc: 'payment.error.provider.cardDetails',
  incomplete_expiry: 'payment.error.provider.cardDetails',
  invalid_expiry_month: 'payment.error.provider.cardDetails',
  invalid_expiry_year: 'payment.error.provider.cardDetails',
  invalid_expiry_year_past: 'payment.error.provider.cardDetails',
};

/**
 * Our words for a provider's refusal (docs/subscriptions-and-money.md#payment-errors): by its decline
 * code, else its error code, else the screen's generic message (`fallbackId`).
 */
export function refusalFeedback(refusal: ProviderRefusal, fallbackId: string): Feedback {
  const known = (code: string | undefined) =>
    code !== undefined && Object.hasOwn(REFUSAL_MESSAGES, code) ? REFUSAL_MESSAGES[code] : undefined;
  return messageFeedback(known(refusal.declineCode) ?? known(refusal.code) ?? fallbackId, 'error');
}

/**
 * The words (docs/subscriptions-and-money.md#payment-errors) for what the card provider could not do (not
 * ready, no card field, a refusal in our words).
 */
export const providerFeedback = (error: unknown): Feedback => {
  if (error instanceof CardProviderError) {
    const { problem } = error;
    if (problem.reason === 'not_ready') return messageFeedback('payment.error.stripeNotReady', 'error');
    if (problem.reason === 'no_card_field')
      return messageFeedback('payment.error.cardFieldNotFound', 'error');
    return refusalFeedback(problem.refusal, 'payment.error.paymentError');
  }
  return messageFeedback('payment.error.paymentError', 'error');
};
