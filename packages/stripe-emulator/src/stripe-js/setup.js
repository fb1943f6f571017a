// biome-ignore-all lint/correctness/noUnusedVariables: the later parts use these names once stripe-js-asset.ts joins them.
/*
 * Stripe.js stand-in, served by the Stripe emulator at /v3/stripe.js. Plain browser script (no
 * build step): it defines window.Stripe with the part of Stripe.js this product uses, so that
 * `loadStripe` from @stripe/stripe-js/pure resolves to it and @stripe/react-stripe-js works
 * unchanged. Test mode only: card data goes to the emulator, never to Stripe. Written in parts,
 * one a file of this folder, which stripe-js-asset.ts joins into the one script it serves.
 *
 * Followed: https://docs.stripe.com/js (Stripe(), elements(), element.mount/on/update/destroy,
 * createPaymentMethod, confirmCardPayment, handleCardAction, retrievePaymentIntent,
 * confirmCardSetup, retrieveSetupIntent) and
 * https://docs.stripe.com/js/element/events (change event shape).
 */
const RELEASE_TRAIN = 'endive';
const current = document.currentScript;
const API_ORIGIN =
  current instanceof HTMLScriptElement && current.src
    ? new URL(current.src).origin
    : 'http://localhost:12111';

/**
 * @typedef {{ type: string, code?: string, decline_code?: string, message: string, param?: string,
 *   payment_intent?: PaymentIntent, payment_method?: unknown }} StripeError
 * @typedef {{ id: string, object: 'payment_intent', status: string, amount: number, currency: string,
 *   client_secret: string | null, last_payment_error: StripeError | null, next_action: { type: string } | null,
 *   payment_method: string | null }} PaymentIntent
 * @typedef {{ id: string, object: 'setup_intent', status: string, client_secret: string | null,
 *   last_setup_error: StripeError | null, next_action: { type: string } | null,
 *   payment_method: string | null }} SetupIntent
 * @typedef {{ id: string, object: 'payment_method', type: string }} PaymentMethod
 * @typedef {{ error?: StripeError, body?: any }} ApiResult
 * @typedef {'number' | 'expiry' | 'cvc' | 'postalCode'} FieldName
 * @typedef {{ base?: Record<string, string>, invalid?: Record<string, string>, complete?: Record<string, string> }} ElementStyle
 * @typedef {{ hidePostalCode?: boolean, style?: ElementStyle, disabled?: boolean,
 *   value?: { postalCode?: string }, classes?: Record<string, string> }} CardOptions
 */
