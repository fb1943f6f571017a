import { authenticationError } from './errors.js';

export type ApiKeyKind = 'secret' | 'publishable';

const MISSING_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

function masked(key: string): string {
  return key.length <= 12
    ? key
    : `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
}

/**
 * Any test-mode key is accepted (`sk_test_...`, `rk_test_...` or, for what Stripe.js may call,
 * `pk_test_...`), as Bearer or as Basic user name (`curl -u sk_test_x:`). Live keys are refused:
 * this emulator must never be mistaken for Stripe.
 */
export function apiKeyKind(authorization: string | undefined): ApiKeyKind {
  if (!authorization) throw authenticationError(MISSING_KEY);
  let key = '';
  const [scheme, value = ''] = authorization.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') key = value;
  else if (scheme?.toLowerCase() === 'basic') {
    key = Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? '';
  }
  if (key === '') throw authenticationError(MISSING_KEY);
  if (/^(sk|rk)_test_/.test(key)) return 'secret';
  if (/^pk_test_/.test(key)) return 'publishable';
  throw authenticationError(
    `Invalid API Key provided: ${masked(key)} (the Stripe emulator accepts test-mode keys only: sk_test_..., rk_test_... or pk_test_...)`,
  );
}

export function publishableKeyRefused() {
  return authenticationError(
    'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
  );
}
