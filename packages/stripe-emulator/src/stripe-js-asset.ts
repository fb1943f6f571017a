import { readFileSync } from 'node:fs';
import { brandOf, luhnValid } from './test-cards.js';

/**
 * The parts of the browser stand-in for Stripe.js (src/stripe-js/, copied to dist/ by the build), in
 * the order the script declares them. Each is a plain script, type-checked on its own (checkJs),
 * whose top-level names the later parts use.
 */
export const STRIPE_JS_PARTS = [
  'setup.js',
  'messages.js',
  'api-client.js',
  'card-fields.js',
  'card-form.js',
  'card-element.js',
  'elements.js',
  'intents.js',
  'stripe-instance.js',
] as const;

/**
 * The card rules the emulator's API applies, given to the browser parts as their own source text (as
 * Lighthouse hands its page functions to the page), so that the card fields and the API judge a
 * number alike from one definition. Each is self-contained: it names nothing outside itself.
 */
export const SHARED_RULES = [brandOf, luhnValid].map((rule) => rule.toString()).join('\n');

let cached: string | null = null;

/**
 * Parts' texts joined inside one function, so that nothing but window.Stripe reaches the page's
 * global scope. Each part ends on a line of its own: a part built into dist/ ends in tsc's
 * `//# sourceMappingURL=…` comment, which would otherwise swallow the closing `})();`.
 */
export function enclosedScript(parts: readonly string[]): string {
  return `(() => {\n${parts.join('\n')}\n})();\n`;
}

/**
 * The stand-in as browsers receive it, its parts enclosed in one function. Read from beside this
 * module, so it works from source (tests) and from dist (the CLI).
 */
export function stripeJsSource(): string {
  cached ??= enclosedScript([
    SHARED_RULES,
    ...STRIPE_JS_PARTS.map((part) => readFileSync(new URL(`./stripe-js/${part}`, import.meta.url), 'utf8')),
  ]);
  return cached;
}
