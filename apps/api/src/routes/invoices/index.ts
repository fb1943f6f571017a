import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { ownInvoicePdf } from '../../invoices/index.js';
import { signedInUser } from '../../plugins/authentication.js';
import { defineRoute } from '../define-route.js';

export interface InvoicesOptions {
  db: Database;
  config: Pick<Config, 'seller' | 'invoiceQrIban' | 'vatRates'>;
}

/**
 * docs/subscriptions-and-money.md#invoices: an invoice's PDF, rendered from our records, for its owner only.
 */
export async function invoicesRoutes(app: FastifyInstance, { db, config }: InvoicesOptions) {
  defineRoute(app, 'invoicePdf', { db }, async ({ request, reply, input }) => {
    const { fileName, pdf } = await ownInvoicePdf({ db, config }, signedInUser(request).id, input.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
