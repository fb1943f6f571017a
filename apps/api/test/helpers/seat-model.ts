import type fc from 'fast-check';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import { adminSession } from './admin-calls.js';
import { licenseCalls } from './license-calls.js';
import type { PaymentsHarness } from './payments-harness.js';
import type { Frequency, Plan } from './subscription-calls.js';

/**
 * The model of docs/licences.md#seat-reconciliation's property test: what an owner's practice
 * should be after each step, small enough to be exact. The owner's own seat is not in `licences`.
 */
export type LicenceStatus = 'pending' | 'active' | 'declined';

export interface SeatModel {
  plan: Plan;
  frequency: Frequency;
  /** The seats paid for: Stripe's subscription item quantity. */
  seats: number;
  /** What the period's end brings (a decrease, Premium, monthly), as scheduled. */
  scheduled: { plan: Plan; frequency: Frequency; seats: number } | null;
  cancelled: boolean;
  ended: boolean;
  /** The renewal invoice the card refused, until paid. */
  openInvoice: string | null;
  licences: Map<string, LicenceStatus>;
  /** The roles given to accepted colleagues (docs/licences.md#roles); none given is not listed. */
  roles: Map<string, { admin: boolean; billing: boolean }>;
  invited: number;
}

/** The system under test for one run: its owner, her colleagues' sessions, and the harness. */
export interface SeatReal {
  h: PaymentsHarness;
  run: string;
  owner: { userId: string; token: string; email: string };
  invitees: Map<string, { userId: string; token: string }>;
  adminToken: string;
}

/** The most seats a sequence buys: enough for every step, few enough to stay quick. */
export const MAX_SEATS = 6;

/** Colleagues active or offered, the owner's own seat included (docs/licences.md#seats). */
export const seatsTaken = (m: SeatModel) =>
  1 + [...m.licences.values()].filter((status) => status !== 'declined').length;

/** What an invitation is capped to: the seats paid, or those that remain after the period's end. */
export const invitationBound = (m: SeatModel) =>
  m.scheduled ? Math.min(m.seats, m.scheduled.plan === 'premium' ? 1 : m.scheduled.seats) : m.seats;

/** Stable while the plan lives: money commands wait for a settled, paid, uncancelled plan. */
export const canChangeMoney = (m: SeatModel) => !m.ended && !m.cancelled && m.openInvoice === null;

let runs = 0;
const sharedAdmin = new WeakMap<PaymentsHarness, string>();

/**
 * A fresh Enterprise owner for each run (new user, card purchase), so runs need no reset of the
 * database; the per-client invitation cap (docs/limits.md#rate-limits) counts every run from one
 * loopback client, so it is cleared for each.
 */
export async function freshPractice(
  h: PaymentsHarness,
  frequency: Frequency,
  seats: number,
): Promise<{ model: SeatModel; real: SeatReal }> {
  runs += 1;
  const run = `${runs}-${Date.now().toString(36)}`;
  await h.db.query("delete from auth_attempts where kind = 'invitation_client'");
  let adminToken = sharedAdmin.get(h);
  if (!adminToken) {
    adminToken = await adminSession(h.db, `seat-admin-${run}@example.ch`);
    sharedAdmin.set(h, adminToken);
  }
  const email = `owner-${run}@seats.test`;
  const owner = { ...(await h.customer(email)), email };
  const paid = await h.call('POST', '/subscriptions/create-subscription-credit-card', owner.token, {
    paymentMethodId: 'pm_card_visa',
    licenseType: 'enterprise',
    frequency,
    userCount: seats,
  });
  expect(paid.json(), paid.body).toMatchObject({ userStatus: 'active' });
  await h.settle();
  const model: SeatModel = {
    plan: 'enterprise',
    frequency,
    seats,
    scheduled: null,
    cancelled: false,
    ended: false,
    openInvoice: null,
    licences: new Map(),
    roles: new Map(),
    invited: 0,
  };
  return { model, real: { h, run, owner, invitees: new Map(), adminToken } };
}

/** The owner's live subscription at Stripe (our copy names it). */
export async function stripeSubscriptionId(real: SeatReal): Promise<string> {
  const { rows } = await real.h.db.query<{ stripe_subscription_id: string }>(
    'select stripe_subscription_id from subscriptions where owner_id = $1 order by created_at desc limit 1',
    [real.owner.userId],
  );
  const id = rows[0]?.stripe_subscription_id;
  if (!id) throw new Error('no subscription');
  return id;
}

/** Ends the run's subscription at Stripe, so later runs' renewals do not renew it too. */
export async function closePractice(real: SeatReal): Promise<void> {
  const id = await stripeSubscriptionId(real);
  const subscription = await real.h.stripe.subscriptions.retrieve(id);
  if (subscription.status !== 'canceled') await real.h.stripe.subscriptions.cancel(id);
  await real.h.settle();
}

export const info = async (real: SeatReal, token = real.owner.token) => {
  const response = await real.h.call('GET', '/subscriptions/subscription-info', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

export const ownerSubscriptionToken = async (real: SeatReal): Promise<string> =>
  (await info(real)).subscriptionToken as string;

export const calls = (real: SeatReal) => licenseCalls(() => real.h);

/** The renewal invoice among those an advance of the clock made. */
export function renewalOf(invoices: Stripe.Invoice[], subscriptionId: string): Stripe.Invoice | undefined {
  return invoices.find(
    (invoice) =>
      invoice.billing_reason === 'subscription_cycle' &&
      invoice.parent?.subscription_details?.subscription === subscriptionId,
  );
}

/**
 * docs/licences.md#seat-reconciliation, after every step: Stripe's quantity is the seats paid for;
 * the seats taken never exceed it; the account page, the admin's users table and Stripe agree, and
 * all of them agree with the model.
 */
export async function checkInvariants(m: SeatModel, real: SeatReal): Promise<void> {
  const subscription = await real.h.stripe.subscriptions.retrieve(await stripeSubscriptionId(real));
  const account = await info(real);
  const users = (await real.h.call('GET', '/users/users', real.adminToken)).json() as Array<{
    email: string;
    plan: string;
    numberOfLicenses: number;
  }>;
  const row = users.find((user) => user.email === real.owner.email);
  if (m.ended) {
    expect(subscription.status).toBe('canceled');
    expect(account.accountType).toBe('free');
    expect(account.licenses).toEqual([]);
    return;
  }
  const quantity = subscription.items.data[0]?.quantity;
  expect(quantity, 'Stripe’s quantity is the seats paid for').toBe(m.seats);
  expect(account.accountType).toBe(m.plan);
  expect(account.frequency).toBe(m.frequency);
  expect(account.numberOfLicenses, 'the account page shows Stripe’s seats').toBe(quantity);
  expect(row?.numberOfLicenses, 'the admin’s users table shows Stripe’s seats').toBe(quantity);
  expect(Boolean(account.cancellationDate)).toBe(m.cancelled);
  expect(account.scheduledChange?.numberOfLicenses ?? null).toBe(
    m.scheduled ? (m.scheduled.plan === 'premium' ? 1 : m.scheduled.seats) : null,
  );
  const listed = account.licenses as Array<{ email: string; status: string }>;
  if (m.plan === 'premium') {
    expect(listed).toEqual([]);
    return;
  }
  const colleagues = new Map(listed.slice(1).map((licence) => [licence.email, licence.status]));
  expect(listed[0]?.email).toBe(real.owner.email);
  expect(colleagues).toEqual(m.licences);
  const taken = listed.filter((licence) => licence.status !== 'declined').length;
  expect(taken, 'seats in use and offered never exceed the seats paid').toBeLessThanOrEqual(quantity ?? 0);
  expect(taken).toBe(seatsTaken(m));
}

export type SeatCommand = fc.AsyncCommand<SeatModel, SeatReal>;

/** A step: its call, the webhooks it caused applied, then every invariant. */
export function command(
  name: string,
  check: (m: Readonly<SeatModel>) => boolean,
  run: (m: SeatModel, r: SeatReal) => Promise<void>,
): SeatCommand {
  return {
    check,
    async run(m, r) {
      await run(m, r);
      await r.h.settle();
      await checkInvariants(m, r);
      await checkRoles(m, r);
    },
    toString: () => name,
  };
}

/**
 * The members' roles as GET /practice lists them to the owner (docs/licences.md#practice-view):
 * the accepted colleagues, each a member with the roles given.
 */
async function checkRoles(m: SeatModel, real: SeatReal): Promise<void> {
  const response = await real.h.call('GET', '/practice', real.owner.token);
  if (m.ended || m.plan !== 'enterprise') return;
  expect(response.statusCode, response.body).toBe(200);
  const members = (response.json().practice?.members ?? []) as Array<{ email: string; roles: string[] }>;
  const listed = new Map(
    members
      .filter((member) => member.email !== real.owner.email)
      .map((member) => [member.email, [...member.roles].sort()]),
  );
  const expected = new Map(
    [...m.licences]
      .filter(([, status]) => status === 'active')
      .map(([email]) => {
        const given = m.roles.get(email);
        return [
          email,
          ['member', ...(given?.admin ? ['admin'] : []), ...(given?.billing ? ['billing'] : [])].sort(),
        ];
      }),
  );
  expect(listed, 'the practice lists each accepted colleague with the roles given').toEqual(expected);
}
