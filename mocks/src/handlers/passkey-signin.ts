import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler } from '../endpoint.js';
import type { MockWorld } from '../world.js';
import { sessionAnswer } from './authentication.js';

/** The mocked relying party: the host the stories and the mocked site run on. */
const MOCK_RP_ID = 'localhost';

/** What the browser is asked to sign (docs/passkeys.md#sign-in): any passkey of ours, verified. */
export const passkeyRequestOptions: PasskeyRequestOptions = {
  challenge: 'cGFzc2tleS1zaWduaW4tY2hhbGxlbmdlLW1vY2s',
  rpId: MOCK_RP_ID,
  timeout: 300_000,
  userVerification: 'required',
};

/** What the browser is asked to create for the practice's rule (docs/passkeys.md#policy). */
export const passkeySetupCreationOptions: PasskeyCreationOptions = {
  rp: { name: 'Dictation', id: MOCK_RP_ID },
  user: { id: 'bW9jay13ZWJhdXRobi11c2VyLWhhbmRsZQ', name: 'anna@praxis.ch', displayName: 'anna@praxis.ch' },
  challenge: 'cGFzc2tleS1zZXR1cC1jaGFsbGVuZ2UtbW9jaw',
  pubKeyCredParams: [
    { alg: -7, type: 'public-key' },
    { alg: -257, type: 'public-key' },
  ],
  timeout: 300_000,
  excludeCredentials: [],
};

/**
 * The sign-in's passkey calls (docs/passkeys.md#sign-in, #second-step, #policy). Signatures and
 * challenges are the journeys' to check (a virtual authenticator against the real API): here any
 * answer of the browser's shape signs in, as any code does; refusals are scenarios
 * (`refusalOn('passkeySignin', 'passkey_unknown')`).
 */
export const passkeySigninHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('passkeySigninOptions', () => ({ options: passkeyRequestOptions })),
  endpointHandler('passkeySignin', () => sessionAnswer(world)),
  endpointHandler('signinPasskeySetupOptions', () => ({ options: passkeySetupCreationOptions })),
  endpointHandler('signinPasskeySetup', () => sessionAnswer(world)),
];
