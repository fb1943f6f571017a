import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import {
  acceptInvitation,
  declineInvitation,
  reassignLicense,
  removeColleague,
  sendInvitation,
} from '../../licenses/index.js';
import { signedInUser } from '../../plugins/authentication.js';
import { noteAudit } from '../audit-recording.js';
import { defineRoute } from '../define-route.js';
import { actingAccount } from '../practice-permission.js';

export interface LicensesOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
}

export async function licensesRoutes(app: FastifyInstance, { db, config }: LicensesOptions) {
  defineRoute(app, 'sendInvitation', { db }, async ({ request, input }) => {
    await sendInvitation({ db, config }, actingAccount(request), input, request.ip);
    return { message: 'The invitation has been sent.' };
  });

  defineRoute(app, 'dissociate', { db }, async ({ request, input }) => {
    await removeColleague(db, actingAccount(request), input);
    return { message: 'The licence has been removed.' };
  });

  // docs/licences.md#reassign: an unused licence taken back and offered to another address at once.
  defineRoute(app, 'reassignLicense', { db }, async ({ request, input }) => {
    await reassignLicense({ db, config }, actingAccount(request), input, request.ip);
    // Its entry names whose licence was taken back and whom it was offered to (docs/audit-log.md#kinds).
    noteAudit(request, {
      target: input.fromEmail,
      before: { email: input.fromEmail },
      after: { email: input.toEmail },
    });
    return { message: 'The licence has been reassigned.' };
  });

  // docs/licences.md#offers: the invitee's own answer to an offer.
  defineRoute(app, 'acceptInvitation', { db }, async ({ request, input }) => {
    await acceptInvitation(db, signedInUser(request), input);
    return { message: 'The licence is yours.' };
  });

  defineRoute(app, 'declineInvitation', { db }, async ({ request, input }) => {
    await declineInvitation(db, signedInUser(request), input);
    return { message: 'The invitation has been declined.' };
  });
}
