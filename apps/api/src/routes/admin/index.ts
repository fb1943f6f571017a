import type { FastifyInstance } from 'fastify';
import {
  addBlacklistPhrase,
  approveInvoiceOrder,
  blacklist,
  givenUpMails,
  markInvoicePaid,
  openInvoices,
  removeBlacklistPhrase,
  usersList,
} from '../../admin/index.js';
import type { Database } from '../../db/database.js';
import type { Payments } from '../../payments/payments.js';
import { signedInUser } from '../../plugins/authentication.js';
import { defineRoute } from '../define-route.js';

/**
 * The admin area (docs/admin.md#admin-access): the blacklist, the users list, the mails given up and
 * the open invoices (the stats are with the click tracker).
 */
export async function adminRoutes(
  app: FastifyInstance,
  { db, payments }: { db: Database; payments: Payments | null },
) {
  // docs/admin.md#admin-two-factor: answers once the guard let her through, as every admin call would.
  defineRoute(app, 'adminAccess', { db }, async () => ({ message: 'The admin area is open.' }));

  defineRoute(app, 'getBlacklist', { db }, async () => blacklist(db));

  defineRoute(app, 'addBlacklistPhrase', { db }, async ({ input }) => addBlacklistPhrase(db, input));

  defineRoute(app, 'removeBlacklistPhrase', { db }, async ({ input }) => removeBlacklistPhrase(db, input));

  defineRoute(app, 'listUsers', { db }, async () => usersList(db));

  defineRoute(app, 'listGivenUpMails', { db }, async () => givenUpMails(db));

  defineRoute(app, 'listOpenInvoices', { db }, async () => openInvoices(db));

  defineRoute(app, 'markInvoicePaid', { db }, async ({ request, input }) =>
    markInvoicePaid(db, payments, input.invoiceId, request.log),
  );

  defineRoute(app, 'approveInvoiceOrder', { db }, async ({ request, input }) => {
    const admin = signedInUser(request);
    const answer = await approveInvoiceOrder(db, input.invoiceId, admin);
    request.log.info({ invoice: input.invoiceId, admin: admin.id }, 'order on invoice approved on credit');
    return answer;
  });
}
