import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../../src/tokens/one-time-tokens.js';
import { billingCalls } from '../helpers/billing-calls.js';
import { licenseCalls } from '../helpers/license-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { order } from '../helpers/subscription-calls.js';
import { confirmedUser } from '../helpers/users.js';

/**
 * docs/audit-log.md#entry and #kinds, end to end through the real API and the Stripe emulator: who,
 * from where, what and the values before and after, for a failed sign-in, an invitation, a card
 * changed, seats changed and Stripe's events; never a secret.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
const { subscriber } = billingCalls(() => h);
const { enterpriseOwner, invite } = licenseCalls(() => h);

interface Stored {
  actor_kind: string;
  actor_email: string | null;
  practice_id: string | null;
  subject_id: string | null;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function entries(kind: string): Promise<Stored[]> {
  const { rows } = await h.db.query<Stored>(
    `select actor_kind, actor_email, practice_id, subject_id, target, before, after
       from audit_log where kind = $1 order by id`,
    [kind],
  );
  return rows;
}

async function practiceOf(userId: string): Promise<string> {
  const { rows } = await h.db.query<{ id: string }>('select id from subscriptions where owner_id = $1', [
    userId,
  ]);
  return rows[0]?.id as string;
}

describe('what no call records: failed sign-ins', () => {
  it('records a wrong password with the address typed and the account it names, never the password', async () => {
    const userId = await confirmedUser(h.db, 'tried@example.ch');
    const answer = await h.call('POST', '/authentication/signin-web', undefined, {
      email: 'tried@example.ch',
      password: 'not-her-password-9',
    });
    expect(answer.statusCode).toBe(401);
    const [entry] = await entries('sign_in_failed');
    expect(entry).toMatchObject({ actor_kind: 'user', target: 'tried@example.ch', subject_id: userId });
    expect(JSON.stringify(await h.db.query('select * from audit_log'))).not.toContain('not-her-password-9');
  });

  it('records a successful sign-in with its account as the actor', async () => {
    await h.call('POST', '/authentication/signin-web', undefined, {
      email: 'tried@example.ch',
      password: 'owner-secret-1',
    });
    expect((await entries('sign_in')).at(-1)).toMatchObject({ actor_email: 'tried@example.ch' });
  });

  it('records a password reset by link as her own, and a reset asked for as about her account', async () => {
    const userId = await confirmedUser(h.db, 'forgot@example.ch');
    await h.call('POST', '/authentication/forgot-password', undefined, {
      email: 'forgot@example.ch',
      lang: 'en',
    });
    expect((await entries('password_reset_asked')).at(-1)).toMatchObject({
      actor_email: 'forgot@example.ch',
      subject_id: userId,
    });
    const token = await issueOneTimeToken(h.db, { purpose: 'password_reset', userId });
    const reset = await h.call('POST', '/authentication/reset-password', undefined, {
      token,
      newPassword: 'a-brand-new-secret-7',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await entries('password_changed')).at(-1)).toMatchObject({ subject_id: userId, before: null });
  });
});

describe('calls with their target and values', () => {
  it('records an invitation sent: the owner, her practice, the address invited', async () => {
    const owner = await enterpriseOwner('inviting@example.ch', 3);
    const sent = await invite(owner.token, owner.subscriptionToken, 'colleague@example.ch');
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await entries('invitation_sent')).at(-1)).toEqual({
      actor_kind: 'user',
      actor_email: 'inviting@example.ch',
      practice_id: await practiceOf(owner.userId),
      subject_id: null,
      target: 'colleague@example.ch',
      before: null,
      after: null,
    });
  });

  it('records seats changed with the seats before and after', async () => {
    const owner = await enterpriseOwner('seats@example.ch', 3);
    const changed = await h.call('POST', '/subscriptions/update-licenses', owner.token, {
      newLicenseCount: 5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entry = (await entries('seats_changed')).at(-1);
    expect(entry?.before).toMatchObject({ seats: 3 });
    expect(entry?.after).toMatchObject({ seats: 5 });
  });

  it('records a card changed as its brand and last four digits, before and after', async () => {
    const { token } = await subscriber('card-audit@example.ch', order('premium'), 'pm_card_visa');
    const setup = await h.call('POST', '/subscriptions/payment-method/setup', token);
    const id = (setup.json() as { clientSecret: string }).clientSecret.split('_secret_')[0] as string;
    const confirmed = await h.stripe.setupIntents.confirm(id, { payment_method: 'pm_card_mastercard' });
    const changed = await h.call('POST', '/subscriptions/payment-method', token, {
      paymentMethodId: confirmed.payment_method,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entry = (await entries('card_changed')).at(-1);
    expect(entry).toMatchObject({
      actor_email: 'card-audit@example.ch',
      before: { brand: 'visa', last4: '4242' },
      after: { brand: 'mastercard', last4: '4444' },
    });
  });
});

describe("Stripe's events", () => {
  it('records each event applied to a subscription of ours, by Stripe, in its practice', async () => {
    const { userId } = await subscriber('events@example.ch', order('premium'));
    const practiceId = await practiceOf(userId);
    const applied = (await entries('stripe_event')).filter((entry) => entry.practice_id === practiceId);
    expect(applied.length).toBeGreaterThan(0);
    for (const entry of applied) {
      expect(entry).toMatchObject({ actor_kind: 'stripe', actor_email: null, subject_id: userId });
      expect(entry.target).toMatch(/^evt_/);
      expect(entry.after).toEqual({ type: expect.stringMatching(/^(customer|invoice|payment)/) });
    }
  });
});
