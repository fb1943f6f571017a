import { endAppSignIns } from '../app-auth/devices-service.js';
import type { Queryable } from '../db/database.js';
import { type OneTimeTokenPurpose, revokeOneTimeTokens } from '../tokens/one-time-tokens.js';
import { deletePendingTwoFactor } from '../two-factor/two-factor-service.js';
import { revokeAllSessions } from './sessions-repository.js';

/**
 * docs/accounts.md#ways-in-end: the links and challenges that open a session without the
 * password, or finish a sign-in begun with it. Confirmation links are ended by whoever confirms
 * (docs/accounts.md#ownership) and invitations by their seat, so neither is listed here.
 */
const WAYS_IN: readonly OneTimeTokenPurpose[] = [
  'password_reset',
  'signin_link',
  'two_factor_code',
  'two_factor_setup',
  // docs/passkeys.md#second-step and #policy: a sign-in's passkey steps, begun with the password.
  'passkey_step',
  'passkey_setup',
];

/**
 * docs/accounts.md#ways-in-end: a reset, a new password, "sign out everywhere else" and a deletion
 * must shut out whoever got in before, by any door. A session or a half-finished sign-in left
 * open would let someone who knew the old password come back, or enrol his own phone as her
 * second factor and lock her out. `keepSessionId` is the session asking, when it stays. The
 * Windows app's sign-ins end too (docs/desktop-app.md#devices): a sign-in approved with the old
 * password would otherwise keep the licence for a year. Answers how many live sessions and app
 * sign-ins ended.
 */
export async function endEveryWayIn(tx: Queryable, userId: string, keepSessionId?: string): Promise<number> {
  const ended = await revokeAllSessions(tx, userId, keepSessionId);
  const appsEnded = await endAppSignIns(tx, userId);
  for (const purpose of WAYS_IN) await revokeOneTimeTokens(tx, userId, purpose);
  await deletePendingTwoFactor(tx, userId);
  return ended + appsEnded;
}
