import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { answerOwnership, offerOwnership, practiceOf, setMemberRoles } from '../../licenses/index.js';
import { signedInUser } from '../../plugins/authentication.js';
import { subscriptionInfo } from '../../subscriptions/index.js';
import { noteAudit } from '../audit-recording.js';
import { defineRoute } from '../define-route.js';

export interface PracticeOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
}

/** docs/licences.md#roles: the practice as each member sees it, its roles and its ownership. */
export async function practiceRoutes(app: FastifyInstance, { db, config }: PracticeOptions) {
  defineRoute(app, 'practice', { db }, async ({ request }) =>
    practiceOf(db, signedInUser(request), (ownerId) => subscriptionInfo(db, ownerId, config.publicUrl)),
  );

  // Only the owner passes the permission check (`roles`, `ownership`); she acts as herself.
  defineRoute(app, 'setMemberRoles', { db }, async ({ request, input }) => {
    // docs/audit-log.md#kinds: the roles before and after.
    noteAudit(request, await setMemberRoles(db, signedInUser(request), input));
    return { message: 'The roles have been changed.' };
  });

  defineRoute(app, 'offerOwnership', { db }, async ({ request, input }) => {
    noteAudit(
      request,
      await offerOwnership({ db, publicUrl: config.publicUrl }, signedInUser(request), input),
    );
    return { message: 'The ownership has been offered.' };
  });

  defineRoute(app, 'answerOwnership', { db }, async ({ request, input }) => {
    noteAudit(request, await answerOwnership(db, signedInUser(request), input));
    return { message: ANSWERED[input.answer] };
  });
}

const ANSWERED = {
  accept: 'The subscription is yours.',
  decline: 'The offer has been declined.',
  withdraw: 'The offer has been withdrawn.',
} as const;
