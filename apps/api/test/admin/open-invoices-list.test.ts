import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { adminSession } from '../helpers/admin-calls.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

// A database of its own, so the whole list can be compared; the rows are written as the sync
// writes them, with the columns of migration 0010 filled in where a test needs them.
let db: Database;
let app: FastifyInstance;
let adminToken: string;
let count = 0;

type Collection = 'charge_automatically' | 'send_invoice';

async function subscription(email: string, collection: Collection, billing?: { company?: string }) {
  count += 1;
  const ownerId = await insertUser(db, { email });
  if (billing) {
    await db.query(
      `insert into billing_info (user_id, first_name, last_name, address, postal_code, city, company)
       values ($1, 'Marco', 'Rossi', 'Via Nassa 1', '6900', 'Lugano', $2)`,
      [ownerId, billing.company ?? null],
    );
  }
  const { rows } = await db.query<{ id: string }>(
    `insert into subscriptions (owner_id, token, plan, frequency, quantity, collection_method, stripe_subscription_id, status)
     values ($1, $2, 'enterprise', 'annual', 3, $3, $4, 'active') returning id`,
    [ownerId, `token-${count}`, collection, `sub_${count}`],
  );
  return rows[0]?.id as string;
}

async function invoice(
  subscriptionId: string,
  id: string,
  fields: {
    status?: string;
    created: string;
    due?: string | null;
    reminded?: string | null;
    amount?: number;
    collection?: Collection;
    billedTo?: object | null;
  },
) {
  await db.query(
    `insert into invoices (stripe_invoice_id, subscription_id, number, created, amount_paid, amount_due, status,
                           collection_method, due_date, reminded_at, billed_to)
     values ($1, $2, $3, $4, 0, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      subscriptionId,
      `DICT-${id}`,
      fields.created,
      fields.amount ?? 89_700,
      fields.status ?? 'open',
      fields.collection ?? 'send_invoice',
      fields.due ?? null,
      fields.reminded ?? null,
      fields.billedTo ? JSON.stringify(fields.billedTo) : null,
    ],
  );
}

beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildTestApp(db);
  adminToken = await adminSession(db);

  const practice = await subscription('practice@example.ch', 'send_invoice', {
    company: 'Studio medico Rossi',
  });
  const person = await subscription('person@example.ch', 'send_invoice', {});
  const noDetails = await subscription('no-details@example.ch', 'send_invoice');
  const card = await subscription('card@example.ch', 'charge_automatically', {});

  // Due long ago and reminded; the billing details it was issued to win over today's.
  await invoice(practice, 'in_reminded', {
    created: '2026-01-05T08:00:00.000Z',
    due: '2026-02-04T08:00:00.000Z',
    reminded: '2026-02-11T08:00:00.000Z',
    billedTo: { firstName: 'Marco', lastName: 'Rossi', company: 'Praxis Rossi (2026)' },
  });
  await invoice(person, 'in_not_due', {
    created: '2026-11-20T08:00:00.000Z',
    due: '2099-12-20T08:00:00.000Z',
    amount: 29_900,
  });
  await invoice(person, 'in_overdue', {
    created: '2026-03-01T08:00:00.000Z',
    due: '2026-03-31T08:00:00.000Z',
  });
  // Recorded before migration 0010 (the column's default): its subscription says it is a transfer.
  await invoice(noDetails, 'in_before_due_dates', {
    created: '2026-06-01T08:00:00.000Z',
    collection: 'charge_automatically',
  });
  // Not open, or charged to a card: none of the tab's.
  await invoice(practice, 'in_paid', {
    status: 'paid',
    created: '2026-01-01T08:00:00.000Z',
    due: '2026-01-31T08:00:00.000Z',
  });
  await invoice(practice, 'in_void', {
    status: 'void',
    created: '2026-01-02T08:00:00.000Z',
    due: '2026-02-01T08:00:00.000Z',
  });
  await invoice(card, 'in_card', { created: '2026-04-01T08:00:00.000Z', collection: 'charge_automatically' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /api/admin/open-invoices (docs/admin.md#open-invoices)', () => {
  it('lists the open transfer invoices, the one due first at the top, with customer, amount, dates, overdue and reminder', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/open-invoices',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        invoiceId: 'in_reminded',
        number: 'DICT-in_reminded',
        customerEmail: 'practice@example.ch',
        customerName: 'Praxis Rossi (2026)',
        amountDue: 89_700,
        issuedAt: '2026-01-05T08:00:00.000Z',
        dueAt: '2026-02-04T08:00:00.000Z',
        overdue: true,
        remindedAt: '2026-02-11T08:00:00.000Z',
      },
      expect.objectContaining({
        invoiceId: 'in_overdue',
        customerName: 'Marco Rossi',
        overdue: true,
        remindedAt: null,
      }),
      expect.objectContaining({
        invoiceId: 'in_not_due',
        customerEmail: 'person@example.ch',
        amountDue: 29_900,
        dueAt: '2099-12-20T08:00:00.000Z',
        overdue: false,
      }),
      // Without a due date yet it is never overdue, and comes last.
      expect.objectContaining({
        invoiceId: 'in_before_due_dates',
        customerName: null,
        dueAt: null,
        overdue: false,
      }),
    ]);
  });
});
