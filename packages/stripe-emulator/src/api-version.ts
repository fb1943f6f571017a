/**
 * The API version the installed `stripe` SDK (23.x) pins, and so the shapes this emulator returns.
 * A contract test checks it against the SDK, so an SDK upgrade that moves the version fails loudly.
 */
export const API_VERSION = '2026-10-28.endive';

/** Stripe.js's release train for this API version (`Stripe.version`, checked by @stripe/stripe-js). */
export const STRIPE_JS_RELEASE_TRAIN = 'endive';
