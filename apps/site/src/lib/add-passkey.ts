import type { AddPasskeyResponse } from '@app/contracts';
import type { CallApi } from './api/client.js';
import { passkeyCeremonies } from './passkeys.js';

/**
 * docs/passkeys.md#register: what to create, the browser's ceremony, then the passkey sent; the
 * account page and the admin page add one the same way. Throws the ceremony's `CeremonyError` when
 * the browser made none, or the call's failure.
 */
export async function addPasskey(call: CallApi): Promise<AddPasskeyResponse> {
  const { options } = await call('passkeyCreationOptions');
  const credential = await passkeyCeremonies.register(options);
  return call('addPasskey', { credential });
}
