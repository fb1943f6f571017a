import { PASSKEYS_PER_ACCOUNT } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import { creationOptionsFor, signalFor } from '../fixtures/passkeys.js';
import type { MockWorld } from '../world.js';

/**
 * The account page's passkey calls (docs/passkeys.md#register to #remove) and the practice's rule
 * (docs/passkeys.md#policy), with the API's refusals. Nothing is verified: any credential of the
 * right shape is a new passkey.
 */
export const passkeysHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('listPasskeys', () => ({
    passkeys: world.passkeys,
    required: world.passkeysRequired,
    passkeySession: world.passkeySession,
  })),
  endpointHandler('passkeyCreationOptions', () =>
    world.passkeys.length >= PASSKEYS_PER_ACCOUNT
      ? errorResponse('passkey_limit_reached')
      : { options: creationOptionsFor(world.passkeys) },
  ),
  endpointHandler('addPasskey', ({ input: { name } }) => {
    if (world.passkeys.length >= PASSKEYS_PER_ACCOUNT) return errorResponse('passkey_limit_reached');
    const passkey = {
      id: crypto.randomUUID(),
      name: name ?? null,
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      synced: true,
    };
    world.passkeys = [...world.passkeys, passkey];
    // docs/passkeys.md#register: the session it was added in counts as a passkey session, so the
    // admin page opens without signing in again (docs/passkeys.md#admins).
    world.passkeySession = true;
    return { passkey };
  }),
  endpointHandler('renamePasskey', ({ input: { id, name } }) => {
    const found = world.passkeys.find((passkey) => passkey.id === id);
    if (!found) return errorResponse('not_found');
    const passkey = { ...found, name };
    world.passkeys = world.passkeys.map((each) => (each.id === id ? passkey : each));
    return { passkey };
  }),
  endpointHandler('removePasskey', ({ input: { id } }) => {
    if (!world.passkeys.some((passkey) => passkey.id === id)) return errorResponse('not_found');
    if (world.passkeys.length === 1) {
      // docs/passkeys.md#policy and #admins first: signing in again would not let her remove it.
      if (world.passkeysRequired) return errorResponse('passkey_required');
      if (!world.freshSignin) return errorResponse('fresh_signin_required');
    }
    world.passkeys = world.passkeys.filter((passkey) => passkey.id !== id);
    // docs/passkeys.md#passkey-session: without any passkey, no session of hers counts as one.
    if (world.passkeys.length === 0) world.passkeySession = false;
    return { message: 'The passkey has been removed.', signal: signalFor(world.passkeys) };
  }),
  // docs/passkeys.md#policy: the owner's and her admins'; anyone else is told why not.
  endpointHandler('setPracticePasskeys', ({ input: { required } }) => {
    if (world.settings.practicePasskeysRequired === null)
      return errorResponse(
        world.account.accountType === 'enterprise' ? 'not_subscription_owner' : 'no_active_subscription',
      );
    world.settings = { ...world.settings, practicePasskeysRequired: required };
    return { message: 'Saved.', required };
  }),
];
