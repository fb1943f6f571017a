import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymiseDueAccounts } from '../../src/account-data/anonymisation-worker.js';
import { hashPassword } from '../../src/passwords/passwords.js';
import { codeAt } from '../../src/two-factor/totp.js';
import { outboxTo } from '../helpers/mail-outbox.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { confirmedUser } from '../helpers/users.js';

/** docs/accounts.md#data-download: the customer's data rights (nFADP), against the Stripe emulator. */

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness({ logLevel: 'error' });
});
afterAll(() => h.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'owner-secret-1';

/** A paying customer with a password (the harness's customers have none). */
async function payingCustomer(email: string, licenseType: 'premium' | 'enterprise' = 'premium') {
  const customer = await h.customer(email);
  await h.db.query('update users set password_hash = $2 where id = $1', [
    customer.userId,
    await hashPassword(PASSWORD),
  ]);
  const paid = await h.call('POST', '/subscriptions/create-subscription-credit-card', customer.token, {
    paymentMethodId: 'pm_card_visa',
    licenseType,
    frequency: 'monthly',
    userCount: licenseType === 'enterprise' ? 3 : 1,
  });
  expect(paid.json()).toMatchObject({ userStatus: 'active' });
  await h.settle();
  return customer;
}

const mailsTo = (email: string) => outboxTo(h.db, email);

describe('download my data', () => {
  it('gives a ZIP of her profile, sessions, seats, billing details, subscriptions and invoices with their PDFs', async () => {
    const { token, userId } = await payingCustomer('export@praxis.ch', 'enterprise');
    await h.db.query(
      `insert into passkeys (user_id, credential_id, public_key, device_type, backed_up, name)
       values ($1, 'Y3JlZGVudGlhbC1vZi1leHBvcnQ', '\\x0102', 'multiDevice', true, 'Laptop')`,
      [userId],
    );
    const answer = await h.call('GET', '/account/data-export', token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array()));
    expect(json('profile.json')).toMatchObject({ email: 'export@praxis.ch', twoFactorEnabled: false });
    expect(json('sessions.json')).toHaveLength(1);
    // docs/passkeys.md#list: what she sees of them, never a key or a credential id.
    expect(json('passkeys.json')).toEqual([
      { name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null, synced: true },
    ]);
    expect(json('seats.json')).toEqual([
      expect.objectContaining({ holder: 'export@praxis.ch', ownerSeat: true }),
    ]);
    expect(json('billing-details.json')).toMatchObject({ firstName: 'Anna', city: 'Zürich' });
    expect(json('subscriptions.json')).toEqual([expect.objectContaining({ plan: 'enterprise', seats: 3 })]);
    const invoices = json('invoices.json');
    expect(invoices.length).toBeGreaterThan(0);
    const pdfs = Object.keys(files).filter((name) => name.startsWith('invoices/'));
    expect(pdfs).toHaveLength(invoices.length);
    for (const pdf of pdfs) expect(strFromU8(files[pdf]?.subarray(0, 5) ?? new Uint8Array())).toBe('%PDF-');
    expect(files['notes.json']).toBeUndefined();
  });

  it("renders each invoice's PDF itself: Stripe's copy is never fetched", async () => {
    const { token, userId } = await payingCustomer('own-pdfs@praxis.ch');
    // Stripe's PDF at an address nothing answers: the download does not need it.
    await h.db.query(
      `update invoices set invoice_pdf = 'http://127.0.0.1:9/invoice.pdf'
       where subscription_id in (select id from subscriptions where owner_id = $1)`,
      [userId],
    );
    const files = unzipSync(new Uint8Array((await h.call('GET', '/account/data-export', token)).rawPayload));
    const pdfs = Object.keys(files).filter((name) => name.endsWith('.pdf'));
    expect(pdfs).toHaveLength(1);
    expect(strFromU8(files[pdfs[0] as string]?.subarray(0, 5) ?? new Uint8Array())).toBe('%PDF-');
    expect(files['notes.json']).toBeUndefined();
  });

  it('needs a session, and is limited to 10 an hour', async () => {
    expect((await h.call('GET', '/account/data-export')).statusCode).toBe(401);
    const { token } = await h.customer('often@praxis.ch');
    for (let download = 0; download < 10; download += 1) {
      expect((await h.call('GET', '/account/data-export', token)).statusCode).toBe(200);
    }
    expect((await h.call('GET', '/account/data-export', token)).statusCode).toBe(429);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { token } = await payingCustomer('careful@praxis.ch');
    const answer = await h.call('POST', '/account/delete', token, { password: 'wrong-password' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('password_incorrect');
    expect((await h.call('GET', '/subscriptions/subscription-info', token)).json().accountType).toBe(
      'premium',
    );
    expect((await h.call('POST', '/account/delete', token, {})).statusCode).toBe(400);
  });

  it('cancels the subscription at once, releases seats, tells colleagues, signs out everywhere; she can keep it by signing in', async () => {
    const owner = await payingCustomer('leaving@praxis.ch', 'enterprise');
    const colleagueId = await confirmedUser(h.db, 'left-behind@praxis.ch', PASSWORD, 'fr');
    const { rows } = await h.db.query<{ id: string; stripe_subscription_id: string }>(
      'select id, stripe_subscription_id from subscriptions where owner_id = $1',
      [owner.userId],
    );
    const subscription = rows[0];
    await h.db.query(
      "insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, 'active')",
      [subscription?.id, colleagueId],
    );
    const colleagueSignIn = await h.call('POST', '/authentication/signin-web', undefined, {
      email: 'left-behind@praxis.ch',
      password: PASSWORD,
    });
    const colleague = colleagueSignIn.json().token;
    expect((await h.call('GET', '/subscriptions/subscription-info', colleague)).json().accountType).toBe(
      'enterprise',
    );

    const answer = await h.call('POST', '/account/delete', owner.token, { password: PASSWORD });
    expect(answer.statusCode).toBe(200);
    const scheduled = Date.parse(answer.json().deletionScheduledAt);
    expect(Math.abs(scheduled - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);

    const atStripe = await h.stripe.subscriptions.retrieve(subscription?.stripe_subscription_id ?? '');
    expect(atStripe.status).toBe('canceled');
    expect((await h.call('GET', '/users/me', owner.token)).statusCode).toBe(401);
    expect((await h.call('GET', '/subscriptions/subscription-info', colleague)).json().accountType).toBe(
      'free',
    );
    expect(await mailsTo('left-behind@praxis.ch')).toEqual([
      expect.objectContaining({
        template: 'seat_ended',
        params: expect.objectContaining({ inviter: 'leaving@praxis.ch' }),
      }),
    ]);
    expect((await mailsTo('leaving@praxis.ch')).map((mail) => mail.template)).toContain('account_deletion');

    // She signs in during the grace period: told, and she keeps the account.
    const back = await h.call('POST', '/authentication/signin-web', undefined, {
      email: 'leaving@praxis.ch',
      password: PASSWORD,
    });
    expect(back.json().deletionScheduledAt).toBe(answer.json().deletionScheduledAt);
    const token = back.json().token;
    expect((await h.call('GET', '/account/settings', token)).json().deletionScheduledAt).toBe(
      answer.json().deletionScheduledAt,
    );
    expect((await h.call('POST', '/account/keep', token)).statusCode).toBe(200);
    expect((await h.call('GET', '/account/settings', token)).json().deletionScheduledAt).toBeNull();
    expect(
      await anonymiseDueAccounts({ db: h.db, stripe: h.stripe }, new Date(Date.now() + 31 * DAY_MS)),
    ).toBe(0);
  });

  it('asks for the code too when two-factor sign-in is on', async () => {
    await confirmedUser(h.db, 'guarded@praxis.ch');
    const signIn = await h.call('POST', '/authentication/signin-web', undefined, {
      email: 'guarded@praxis.ch',
      password: PASSWORD,
    });
    const token = signIn.json().token;
    const { secret } = (await h.call('POST', '/account/two-factor/setup', token)).json();
    await h.call('POST', '/account/two-factor/confirm', token, { code: codeAt(secret) });
    const withoutCode = await h.call('POST', '/account/delete', token, { password: PASSWORD });
    expect(withoutCode.json().code).toBe('invalid_two_factor_code');
    const withCode = await h.call('POST', '/account/delete', token, {
      password: PASSWORD,
      code: codeAt(secret, Date.now() + 30_000),
    });
    expect(withCode.statusCode).toBe(200);
  });
});

describe('the anonymisation 30 days later', () => {
  it('waits out the grace period, then removes her personal data and keeps the invoices', async () => {
    const customer = await payingCustomer('gone@praxis.ch');
    await h.db.query(
      `insert into passkeys (user_id, credential_id, public_key, device_type, backed_up)
       values ($1, 'Y3JlZGVudGlhbC1vZi1hbm9ueW1pc2Vk', '\\x0102', 'singleDevice', false)`,
      [customer.userId],
    );
    await h.db.query(`update users set webauthn_user_id = 'aGFuZGxlLW9mLWdvbmU' where id = $1`, [
      customer.userId,
    ]);
    expect((await h.call('POST', '/account/delete', customer.token, { password: PASSWORD })).statusCode).toBe(
      200,
    );
    // The cancellation's webhooks are applied first: one still applying holds her row, which the
    // pass skips (`for update skip locked`) to take it on its next round. On PostgreSQL that left
    // her as she was in a run of 2026-11-27, the pass having anonymised an earlier test's account.
    await h.settle();
    const invoicesBefore = await h.db.query(
      'select i.* from invoices i join subscriptions s on s.id = i.subscription_id where s.owner_id = $1',
      [customer.userId],
    );
    expect(invoicesBefore.rows.length).toBeGreaterThan(0);

    // The clock moved 29 days on: nothing yet.
    expect(
      await anonymiseDueAccounts({ db: h.db, stripe: h.stripe }, new Date(Date.now() + 29 * DAY_MS)),
    ).toBe(0);
    expect((await h.db.query("select 1 from users where email = 'gone@praxis.ch'")).rows).toHaveLength(1);

    // 31 days on: gone.
    expect(
      await anonymiseDueAccounts({ db: h.db, stripe: h.stripe }, new Date(Date.now() + 31 * DAY_MS)),
    ).toBeGreaterThanOrEqual(1);
    const { rows } = await h.db.query<{
      email: string;
      password_hash: string | null;
      anonymised_at: Date | null;
      webauthn_user_id: string | null;
    }>('select email, password_hash, anonymised_at, webauthn_user_id from users where id = $1', [
      customer.userId,
    ]);
    expect(rows[0]).toMatchObject({
      email: `deleted-${customer.userId}@deleted.invalid`,
      password_hash: null,
      webauthn_user_id: null,
    });
    expect(rows[0]?.anonymised_at).not.toBeNull();
    for (const table of ['billing_info', 'sessions', 'known_browsers', 'one_time_tokens', 'passkeys']) {
      expect((await h.db.query(`select 1 from ${table} where user_id = $1`, [customer.userId])).rows).toEqual(
        [],
      );
    }
    expect(await mailsTo('gone@praxis.ch')).toEqual([]);
    const invoicesAfter = await h.db.query(
      'select i.* from invoices i join subscriptions s on s.id = i.subscription_id where s.owner_id = $1',
      [customer.userId],
    );
    expect(invoicesAfter.rows).toEqual(invoicesBefore.rows);
    const signIn = await h.call('POST', '/authentication/signin-web', undefined, {
      email: 'gone@praxis.ch',
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('anonymises each due account once when several processes run the job together', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const id = await confirmedUser(h.db, `batch-${index}@praxis.ch`);
      ids.push(id);
    }
    await h.db.query(
      "update users set deletion_requested_at = now() - interval '40 days' where id = any($1)",
      [ids],
    );
    const runs = await Promise.all([
      anonymiseDueAccounts({ db: h.db, stripe: h.stripe }),
      anonymiseDueAccounts({ db: h.db, stripe: h.stripe }),
      anonymiseDueAccounts({ db: h.db, stripe: h.stripe }),
    ]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(25);
    const { rows } = await h.db.query<{ count: number }>(
      'select count(*)::int as count from users where id = any($1) and anonymised_at is not null',
      [ids],
    );
    expect(rows[0]?.count).toBe(25);
  });
});
