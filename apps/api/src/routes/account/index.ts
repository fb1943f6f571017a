import type { FastifyInstance } from 'fastify';
import { accountSettings, deleteAccount, exportAccountData, keepAccount } from '../../account-data/index.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import {
  addPasskey,
  listPasskeys,
  passkeyCreationOptions,
  removePasskey,
  renamePasskey,
  setPracticePasskeys,
} from '../../passkeys/index.js';
import type { Payments } from '../../payments/payments.js';
import { signedInUser } from '../../plugins/authentication.js';
import { endOtherSessions, endSession, sessionsOf } from '../../sessions/index.js';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  setColleaguesTwoFactor,
  startTwoFactorSetup,
} from '../../two-factor/index.js';
import { noteAudit } from '../audit-recording.js';
import { defineRoute } from '../define-route.js';
import { accountFor, actingAccount } from '../practice-permission.js';

export interface AccountOptions {
  db: Database;
  config: Pick<
    Config,
    | 'publicUrl'
    | 'twoFactorKey'
    | 'stripe'
    | 'seller'
    | 'invoiceQrIban'
    | 'vatRates'
    | 'webauthnRpId'
    | 'webauthnOrigin'
  >;
  payments: Payments | null;
}

/** docs/accounts.md#sessions-list: the account page's sessions, two-factor sign-in and data rights. */
export async function accountRoutes(app: FastifyInstance, { db, config, payments }: AccountOptions) {
  const context = { db, config };

  defineRoute(app, 'accountSettings', { db }, async ({ request }) =>
    accountSettings(db, signedInUser(request).id, (await accountFor(db, request, 'security')).id),
  );

  defineRoute(app, 'listSessions', { db }, async ({ request }) => ({
    sessions: await sessionsOf(db, signedInUser(request)),
  }));

  defineRoute(app, 'revokeSession', { db }, async ({ request, input }) => {
    await endSession(db, signedInUser(request), input.sessionId);
    return { message: 'The session has been ended.' };
  });

  defineRoute(app, 'revokeOtherSessions', { db }, async ({ request }) => ({
    message: 'Every other session has been ended.',
    revoked: await endOtherSessions(db, signedInUser(request)),
  }));

  defineRoute(app, 'startTwoFactorSetup', { db }, async ({ request }) =>
    startTwoFactorSetup(context, signedInUser(request)),
  );

  defineRoute(app, 'confirmTwoFactorSetup', { db }, async ({ request, input }) => ({
    recoveryCodes: await confirmTwoFactorSetup(context, signedInUser(request), input.code, request.ip),
  }));

  defineRoute(app, 'disableTwoFactor', { db }, async ({ request, input }) => {
    await disableTwoFactor(context, signedInUser(request), input, request.ip);
    return { message: 'Two-factor sign-in is off.' };
  });

  defineRoute(app, 'setColleaguesTwoFactor', { db }, async ({ request, input }) => {
    await setColleaguesTwoFactor(db, actingAccount(request), input.required);
    return { message: 'Your choice for your colleagues has been saved.', required: input.required };
  });

  // docs/passkeys.md#list, #register, #remove
  defineRoute(app, 'listPasskeys', { db }, async ({ request }) => listPasskeys(db, signedInUser(request)));

  defineRoute(app, 'passkeyCreationOptions', { db }, async ({ request }) => ({
    options: await passkeyCreationOptions(context, signedInUser(request)),
  }));

  defineRoute(app, 'addPasskey', { db }, async ({ request, input }) => {
    const passkey = await addPasskey(
      { ...context, log: request.log },
      signedInUser(request),
      input,
      request.headers['user-agent'] ?? null,
    );
    noteAudit(request, { target: passkey.id });
    return { passkey };
  });

  defineRoute(app, 'renamePasskey', { db }, async ({ request, input }) => ({
    passkey: await renamePasskey(db, signedInUser(request).id, input.id, input.name),
  }));

  defineRoute(app, 'removePasskey', { db }, async ({ request, input }) => ({
    message: 'The passkey has been removed.',
    signal: await removePasskey(context, signedInUser(request), input.id),
  }));

  // docs/passkeys.md#policy: the owner's, or an admin's of her practice for her (define-route checks the role).
  defineRoute(app, 'setPracticePasskeys', { db }, async ({ request, input }) => {
    await setPracticePasskeys(db, actingAccount(request), input.required);
    return { message: 'Your choice for your practice has been saved.', required: input.required };
  });

  defineRoute(app, 'exportAccountData', { db }, async ({ request, reply }) => {
    const zip = await exportAccountData(context, signedInUser(request).id);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip));
  });

  defineRoute(app, 'deleteAccount', { db }, async ({ request, input }) => {
    const scheduledAt = await deleteAccount(
      { db, config, payments },
      signedInUser(request),
      input,
      request.ip,
    );
    return { message: 'Your account will be deleted.', deletionScheduledAt: scheduledAt.toISOString() };
  });

  defineRoute(app, 'keepAccount', { db }, async ({ request }) => {
    await keepAccount(db, signedInUser(request).id);
    return { message: 'Your account is kept.' };
  });
}
