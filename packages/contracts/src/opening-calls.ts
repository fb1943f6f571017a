import { body, type Endpoint, json } from './endpoint-shape.js';
import { passkeySigninOptionsRequestSchema, passkeySigninOptionsResponseSchema } from './passkeys.js';

/**
 * The calls a pre-rendered page makes as it opens, rows of the calls' table (endpoints.ts) kept in a
 * module of their own: the page asks them with the site's small client (apps/site's
 * lib/api/opening-call.ts) and never loads the table and every contract behind it, which would
 * hold its main thread as it starts (docs/measurements.md#lighthouse).
 */
export const openingEndpoints = {
  // docs/passkeys.md#sign-in: a challenge for /signin's autofill as the page opens, for the button,
  // or for a sign-in's passkey step.
  passkeySigninOptions: {
    method: 'POST',
    path: '/authentication/passkey/options',
    auth: 'none',
    origin: 'product',
    request: body(passkeySigninOptionsRequestSchema),
    response: json(passkeySigninOptionsResponseSchema),
    errors: ['invalid_or_expired_token'],
    // A challenge stored for 5 minutes changes nothing of anyone's.
    audit: 'none',
  },
} as const satisfies Record<string, Endpoint>;

export type OpeningEndpointName = keyof typeof openingEndpoints;
