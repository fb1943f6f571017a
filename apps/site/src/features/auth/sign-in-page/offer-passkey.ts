import type { CallApi } from '../../../lib/api/client.js';
import { passkeyCeremonies } from '../../../lib/passkeys.js';

/**
 * docs/passkeys.md#offer: right after a session opened by her password, the password manager that
 * filled it may create a passkey at once (conditional create); the browser decides and asks
 * nothing. In the background, after the navigation: every failure (no such manager, a passkey
 * already there, the limit) leaves her signed in as she is, so none is shown.
 */
export async function offerPasskey(call: CallApi): Promise<void> {
  if (!passkeyCeremonies.supported()) return;
  try {
    const { options } = await call('passkeyCreationOptions');
    const credential = await passkeyCeremonies.register(options, true);
    await call('addPasskey', { credential, conditional: true });
  } catch {
    // Silent by the rule above.
  }
}
