import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { ownInvoicePdf } from '../../invoices/index.js';
import { signedInUser } from '../../plugins/authentication.js';
import { defineRoute } from '../define-route.js';
import { accountFor } from '../practice-permission.js';

export interface InvoicesOptions {
  db: Database;
  config: Pick<Config, 'seller' | 'invoiceQrIban' | 'vatRates'>;
}

/**
 * docs/subscriptions-and-money.md#invoices: an invoice's PDF, rendered from our records, for its owner
 * only, and for the practice's billing manager (docs/licences.md#permissions), who keeps her own too.
 */
export async function invoicesRoutes(app: FastifyInstance, { db, config }: InvoicesOptions) {
  defineRoute(app, 'invoicePdf', { db }, async ({ request, reply, input }) => {
    const own = signedInUser(request).id;
    const practice = (await accountFor(db, request, 'billing')).id;
    const { fileName, pdf } = await ownInvoicePdf({ db, config }, practice, input.id).catch(
      (error: unknown) => {
        if (practice === own || !(error instanceof HttpError) || error.code !== 'not_found') throw error;
        return ownInvoicePdf({ db, config }, own, input.id);
      },
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
