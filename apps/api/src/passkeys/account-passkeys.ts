import {
  type ListPasskeysResponse,
  PASSKEY_FRESH_SIGNIN_MINUTES,
  PASSKEYS_PER_ACCOUNT,
  type Passkey,
  type PasskeyCreationOptions,
  type PasskeySignal,
  type RegistrationCredential,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { findUserById, type StoredUser } from '../accounts/users-service.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findLicenseOfUser } from '../licenses/licenses-service.js';
import { enqueueMail } from '../mail/outbox.js';
import {
  forgetSessionsPasskey,
  markSessionPasskey,
  type SessionUser,
  sessionOpenedAt,
} from '../sessions/sessions-service.js';
import { ownsServingEnterprise } from '../two-factor/account-two-factor.js';
import {
  type CreatedPasskey,
  creationOptions,
  PasskeyRefusal,
  type RelyingPartyConfig,
  userHandleOf,
  verifyCreation,
} from './ceremonies.js';
import {
  countPasskeys,
  deletePasskeyOf,
  insertPasskey,
  lockPasskeysOf,
  passkeysOf,
  practicePasskeysRule,
  practiceRequiresPasskey,
  renamePasskeyOf,
  type StoredPasskey,
  setPracticePasskeysRule,
} from './passkeys-repository.js';

export interface PasskeysContext {
  db: Database;
  config: RelyingPartyConfig & Pick<Config, 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** docs/passkeys.md#list: what she sees of a passkey (never its key or credential id). */
export const passkeyOf = (stored: StoredPasskey): Passkey => ({
  id: stored.id,
  name: stored.name,
  createdAt: stored.createdAt.toISOString(),
  lastUsedAt: stored.lastUsedAt?.toISOString() ?? null,
  synced: stored.backedUp,
});

/**
 * Her last passkey cannot be removed: her practice requires one (docs/passkeys.md#policy) or she
 * is an admin of the site (docs/passkeys.md#admins).
 */
async function passkeyRequired(db: Queryable, user: Pick<SessionUser, 'id' | 'role'>): Promise<boolean> {
  return user.role === 'admin' || (await practiceRequiresPasskey(db, user.id));
}

export async function listPasskeys(db: Database, user: SessionUser): Promise<ListPasskeysResponse> {
  return {
    passkeys: (await passkeysOf(db, user.id)).map(passkeyOf),
    required: await passkeyRequired(db, user),
    passkeySession: user.passkey,
  };
}

/** docs/passkeys.md#register: at most PASSKEYS_PER_ACCOUNT. */
async function assertRoomForPasskey(db: Queryable, userId: string): Promise<void> {
  if ((await countPasskeys(db, userId)) >= PASSKEYS_PER_ACCOUNT) throw new HttpError('passkey_limit_reached');
}

/** What the browser is asked to create for her; also the enrolment's at sign-in (docs/passkeys.md#policy). */
export async function passkeyCreationOptions(
  { db, config }: Pick<PasskeysContext, 'db' | 'config'>,
  user: { id: string; email: string },
): Promise<PasskeyCreationOptions> {
  return db.transaction(async (tx) => {
    await assertRoomForPasskey(tx, user.id);
    return creationOptions(tx, config, user, await passkeysOf(tx, user.id));
  });
}

/** What a refused ceremony leaves: logged with its reason; the caller sees `passkey_refused`. */
export function refused(log: PasskeysContext['log'], reason: string, userId: string | null): HttpError {
  log.warn({ reason, userId }, 'passkey refused');
  return new HttpError('passkey_refused');
}

/**
 * Stores the passkey her browser created, within the limit, and tells her by mail with the
 * browser it was added from (docs/passkeys.md#register). A refusal is answered after the
 * transaction, which keeps the challenge spent.
 */
export async function storeCreatedPasskey(
  ctx: Pick<PasskeysContext, 'config' | 'log'>,
  tx: Queryable,
  user: Pick<StoredUser, 'id' | 'email' | 'lang'>,
  input: { credential: RegistrationCredential; name?: string | undefined; conditional?: boolean | undefined },
  userAgent: string | null,
): Promise<StoredPasskey | PasskeyRefusal> {
  let created: CreatedPasskey;
  try {
    created = await verifyCreation(tx, ctx.config, user.id, input.credential, input.conditional ?? false);
  } catch (error) {
    if (error instanceof PasskeyRefusal) return error;
    throw error;
  }
  // Her passkeys locked: two additions at once cannot both find the last free place.
  if ((await lockPasskeysOf(tx, user.id)).length >= PASSKEYS_PER_ACCOUNT)
    throw new HttpError('passkey_limit_reached');
  const stored = await insertPasskey(tx, { userId: user.id, ...created, name: input.name ?? null });
  if (!stored) throw new HttpError('already_exists');
  await enqueueMail(tx, {
    to: user.email,
    lang: user.lang,
    template: 'passkey_added',
    // docs/accounts.md#our-words: the browser as parsed from the agent, never the agent's text.
    params: {
      link: `${ctx.config.publicUrl}/account#account-passkeys`,
      ...(userAgent?.trim() ? { agent: userAgent } : {}),
    },
  });
  return stored;
}

/** docs/passkeys.md#register: added from the account page; this session becomes a passkey session. */
export async function addPasskey(
  ctx: PasskeysContext,
  user: SessionUser,
  input: { credential: RegistrationCredential; name?: string | undefined; conditional?: boolean | undefined },
  userAgent: string | null,
): Promise<Passkey> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const owner = await findUserById(tx, user.id);
    if (!owner) throw new HttpError('unauthorized');
    const stored = await storeCreatedPasskey(ctx, tx, owner, input, userAgent);
    if (!(stored instanceof PasskeyRefusal)) await markSessionPasskey(tx, user.id, user.sessionId);
    return stored;
  });
  if (outcome instanceof PasskeyRefusal) throw refused(ctx.log, outcome.reason, user.id);
  return passkeyOf(outcome);
}

export async function renamePasskey(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<Passkey> {
  const renamed = await renamePasskeyOf(db, userId, id, name);
  if (!renamed) throw new HttpError('not_found');
  return passkeyOf(renamed);
}

/**
 * docs/passkeys.md#remove: hers only. The last one is kept while it is required, and needs a
 * session opened within PASSKEY_FRESH_SIGNIN_MINUTES; once it is gone, none of her sessions counts
 * as a passkey session. The answer names the passkeys still accepted (docs/passkeys.md#signals).
 */
export async function removePasskey(
  { db, config }: Pick<PasskeysContext, 'db' | 'config'>,
  user: SessionUser,
  id: string,
): Promise<PasskeySignal> {
  return db.transaction(async (tx) => {
    const ids = await lockPasskeysOf(tx, user.id);
    if (!ids.includes(id)) throw new HttpError('not_found');
    const last = ids.length === 1;
    if (last) {
      if (await passkeyRequired(tx, user)) throw new HttpError('passkey_required');
      const opened = await sessionOpenedAt(tx, user.sessionId);
      if (!opened || Date.now() - opened.getTime() > PASSKEY_FRESH_SIGNIN_MINUTES * 60_000)
        throw new HttpError('fresh_signin_required');
    }
    await deletePasskeyOf(tx, user.id, id);
    if (last) await forgetSessionsPasskey(tx, user.id);
    return {
      rpId: config.webauthnRpId,
      userId: await userHandleOf(tx, user.id),
      allAcceptedCredentialIds: (await passkeysOf(tx, user.id)).map((passkey) => passkey.credentialId),
    };
  });
}

/**
 * docs/passkeys.md#policy: an Enterprise owner (or an admin acting for her) requires passkeys of
 * those who run the practice, or no longer. Kept on the owner's row; ownership carries it.
 */
export async function setPracticePasskeys(
  db: Database,
  owner: { id: string },
  required: boolean,
): Promise<void> {
  if (!(await ownsServingEnterprise(db, owner.id))) {
    const seat = await findLicenseOfUser(db, owner.id);
    throw new HttpError(seat && !seat.owner ? 'not_subscription_owner' : 'no_active_subscription');
  }
  await setPracticePasskeysRule(db, owner.id, required);
}

/** accountSettings.practicePasskeysRequired: the rule, for whoever may set it; null for anyone else. */
export async function practicePasskeysSetting(
  db: Queryable,
  practiceOwnerId: string,
): Promise<boolean | null> {
  return (await ownsServingEnterprise(db, practiceOwnerId))
    ? practicePasskeysRule(db, practiceOwnerId)
    : null;
}

export { practiceRequiresPasskey };
