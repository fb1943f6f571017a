// The account both benchmarks measure against. Needs the API built (dist/).
const { createSession } = await import('../dist/sessions/sessions-repository.js');

export const BENCH_EMAIL = 'bench@example.ch';

/**
 * An enterprise owner with 5 seats (3 taken) and 12 invoices, a realistic account page; with
 * `passwordHash` the owner can also sign in. Returns a session token of the owner.
 */
export async function seed(db, { passwordHash = null } = {}) {
  const { rows } = await db.query(
    `insert into users (email, status, role, email_confirmed_at, password_hash)
     values ($1, 'active', 'user', now(), $2) returning id`,
    [BENCH_EMAIL, passwordHash],
  );
  const ownerId = rows[0].id;
  const subscription = await db.query(
    `insert into subscriptions (owner_id, token, plan, frequency, quantity, collection_method, stripe_subscription_id,
       status, current_period_end)
     values ($1, 'benchSubscriptionToken0123456789', 'enterprise', 'monthly', 5, 'charge_automatically', 'sub_bench',
       'active', now() + interval '20 days') returning id`,
    [ownerId],
  );
  const subscriptionId = subscription.rows[0].id;
  await db.query(
    `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, true, 'active')`,
    [subscriptionId, ownerId],
  );
  for (const colleague of ['a', 'b']) {
    const user = await db.query(`insert into users (email, status) values ($1, 'active') returning id`, [
      `${colleague}@bench.example.ch`,
    ]);
    await db.query(`insert into licenses (subscription_id, user_id, status) values ($1, $2, 'active')`, [
      subscriptionId,
      user.rows[0].id,
    ]);
  }
  for (let month = 0; month < 12; month += 1) {
    await db.query(
      `insert into invoices (stripe_invoice_id, subscription_id, number, created, amount_paid, status, invoice_pdf)
       values ($1, $2, $3, now() - make_interval(months => $4), 21275, 'paid', $5)`,
      [
        `in_bench_${month}`,
        subscriptionId,
        `BENCH-${month}`,
        month,
        `https://example.ch/invoice/${month}.pdf`,
      ],
    );
  }
  return createSession(db, ownerId);
}
