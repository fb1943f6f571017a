import fc from 'fast-check';
import { expect } from 'vitest';
import {
  calls,
  canChangeMoney,
  command,
  info,
  invitationBound,
  MAX_SEATS,
  ownerSubscriptionToken,
  renewalOf,
  type SeatCommand,
  type SeatModel,
  type SeatReal,
  seatsTaken,
  stripeSubscriptionId,
} from './seat-model.js';
import type { Frequency, Plan } from './subscription-calls.js';

/**
 * The steps of docs/licences.md#seat-reconciliation's property test, each through the API as the
 * site makes it (or the emulator's clock and card, as a bank would), each followed by the
 * invariants. Where the product's answer depends on what the model does not hold (an offer
 * answered while the owner's plan is cancelled or unpaid), a refusal is accepted, never a 5xx.
 */
const MAX_INVITED = 6;

/** A paid change first clears what waits for the period's end: a schedule, a cancellation. */
const paidChangeClears = { scheduled: null, cancelled: false } as const;
const canPay = (m: Readonly<SeatModel>) => !m.ended && m.openInvoice === null;

/** Answered 4xx with an error code the site can show: a refusal, never a failure. */
function refused(response: { statusCode: number; body: string; json(): { code?: string } }) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.json().code).toEqual(expect.any(String));
}

/** A loose answer (see above): 200, or a refusal. True when done. */
function doneOrRefused(response: { statusCode: number; body: string; json(): { code?: string } }) {
  if (response.statusCode === 200) return true;
  refused(response);
  return false;
}

const invite = command(
  'invite',
  (m) => !m.ended && m.plan === 'enterprise' && m.invited < MAX_INVITED,
  async (m, r) => {
    m.invited += 1;
    const email = `colleague-${m.invited}-${r.run}@seats.test`;
    const colleague = await r.h.customer(email, { billingInfo: false });
    r.invitees.set(email, colleague);
    const sent = await calls(r).invite(r.owner.token, await ownerSubscriptionToken(r), email, 'en');
    const free = seatsTaken(m) < invitationBound(m);
    if (free && canChangeMoney(m)) expect(sent.statusCode, sent.body).toBe(200);
    else if (!free) refused(sent);
    if (sent.statusCode === 200) m.licences.set(email, 'pending');
  },
);

function answer(kind: 'accept' | 'decline', index: number): SeatCommand {
  return command(
    `${kind}(${index})`,
    (m) => !m.ended && [...m.licences.values()].includes('pending'),
    async (m, r) => {
      const pending = [...m.licences].filter(([, status]) => status === 'pending');
      const [email] = pending[index % pending.length] as [string, string];
      const token = r.invitees.get(email)?.token as string;
      const offers = (await info(r, token)).invitations as Array<{ id: string }>;
      expect(offers).toHaveLength(1);
      const path = kind === 'accept' ? '/licenses/accept-invitation' : '/licenses/decline-invitation';
      const answered = await r.h.call('POST', path, token, { invitationId: offers[0]?.id });
      const strict = canChangeMoney(m);
      if (strict) expect(answered.statusCode, answered.body).toBe(200);
      if (doneOrRefused(answered)) m.licences.set(email, kind === 'accept' ? 'active' : 'declined');
    },
  );
}

function remove(index: number): SeatCommand {
  return command(
    `remove(${index})`,
    (m) => !m.ended && m.licences.size > 0,
    async (m, r) => {
      const [email] = [...m.licences][index % m.licences.size] as [string, string];
      const removed = await calls(r).dissociate(r.owner.token, await ownerSubscriptionToken(r), email);
      expect(removed.statusCode, removed.body).toBe(200);
      m.licences.delete(email);
      m.roles.delete(email);
    },
  );
}

const payByCard = (r: SeatReal, plan: Plan, frequency: Frequency, userCount: number) =>
  r.h.call('POST', '/subscriptions/create-subscription-credit-card', r.owner.token, {
    paymentMethodId: 'pm_card_visa',
    licenseType: plan,
    frequency,
    userCount,
  });

function seatsUp(more: number): SeatCommand {
  return command(
    `seatsUp(+${more})`,
    (m) => canPay(m) && m.plan === 'enterprise' && m.seats + more <= MAX_SEATS,
    async (m, r) => {
      const answer = await r.h.call('POST', '/subscriptions/update-licenses', r.owner.token, {
        newLicenseCount: m.seats + more,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      Object.assign(m, paidChangeClears, { seats: m.seats + more });
    },
  );
}

function seatsDown(fewer: number): SeatCommand {
  const target = (m: Readonly<SeatModel>) => Math.max(2, seatsTaken(m), m.seats - fewer);
  return command(
    `seatsDown(-${fewer})`,
    (m) =>
      canChangeMoney(m) &&
      m.plan === 'enterprise' &&
      target(m) < m.seats &&
      target(m) !== m.scheduled?.seats &&
      (!m.scheduled || (m.scheduled.plan === 'enterprise' && m.scheduled.frequency === m.frequency)),
    async (m, r) => {
      const seats = target(m);
      const answer = await r.h.call('POST', '/subscriptions/update-licenses', r.owner.token, {
        newLicenseCount: seats,
      });
      expect(answer.json(), answer.body).toMatchObject({ effective: 'period_end' });
      m.scheduled = { plan: 'enterprise', frequency: m.frequency, seats };
    },
  );
}

/** Finalizing the number already held withdraws the decrease scheduled (docs/licences.md#adjustment-messages). */
const withdraw = command(
  'withdrawDecrease',
  (m) => !m.ended && m.openInvoice === null && m.plan === 'enterprise' && m.scheduled !== null,
  async (m, r) => {
    const answer = await r.h.call('POST', '/subscriptions/update-licenses', r.owner.token, {
      newLicenseCount: m.seats,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    m.scheduled = null;
  },
);

const toPremium = command(
  'planToPremium',
  (m) => canChangeMoney(m) && m.plan === 'enterprise' && !m.scheduled && seatsTaken(m) === 1,
  async (m, r) => {
    const body = { licenseType: 'premium', frequency: m.frequency, userCount: 1 };
    const answer = await r.h.call('POST', '/subscriptions/schedule-change', r.owner.token, body);
    expect(answer.statusCode, answer.body).toBe(200);
    m.scheduled = { plan: 'premium', frequency: m.frequency, seats: 1 };
  },
);

const toEnterprise = command(
  'planToEnterprise',
  (m) => canPay(m) && m.plan === 'premium',
  async (m, r) => {
    expect((await payByCard(r, 'enterprise', m.frequency, 2)).json()).toMatchObject({ userStatus: 'active' });
    Object.assign(m, paidChangeClears, { plan: 'enterprise', seats: 2 });
  },
);

const toAnnual = command(
  'frequencyToAnnual',
  (m) => canPay(m) && m.frequency === 'monthly',
  async (m, r) => {
    expect((await payByCard(r, m.plan, 'annual', m.seats)).json()).toMatchObject({ userStatus: 'active' });
    Object.assign(m, paidChangeClears, { frequency: 'annual' });
  },
);

const toMonthly = command(
  'frequencyToMonthly',
  (m) => canChangeMoney(m) && m.frequency === 'annual' && !m.scheduled,
  async (m, r) => {
    const body = { licenseType: m.plan, frequency: 'monthly', userCount: m.seats };
    const answer = await r.h.call('POST', '/subscriptions/schedule-change', r.owner.token, body);
    expect(answer.statusCode, answer.body).toBe(200);
    m.scheduled = { plan: m.plan, frequency: 'monthly', seats: m.seats };
  },
);

const cancel = command(
  'cancel',
  (m) => !m.ended && !m.cancelled,
  async (m, r) => {
    const answer = await r.h.call('POST', '/subscriptions/unsubscribe', r.owner.token);
    expect(answer.statusCode, answer.body).toBe(200);
    // A change waiting for the period's end goes with it (docs/subscriptions-and-money.md#cancel).
    Object.assign(m, { cancelled: true, scheduled: null });
  },
);

const resume = command(
  'resume',
  (m) => !m.ended && m.cancelled && m.openInvoice === null,
  async (m, r) => {
    expect((await payByCard(r, m.plan, m.frequency, m.seats)).json()).toMatchObject({ userStatus: 'active' });
    m.cancelled = false;
  },
);

/** Renewal, or a failed one (a card that fails on renewal): the emulator's clock past the period's end. */
function renewal(failing: boolean): SeatCommand {
  return command(
    failing ? 'failedRenewal' : 'renewal',
    (m) => !m.ended && m.openInvoice === null && !(failing && m.cancelled),
    async (m, r) => {
      const subscriptionId = await stripeSubscriptionId(r);
      if (failing) {
        const { customer } = await r.h.stripe.subscriptions.retrieve(subscriptionId);
        const card = await r.h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
          customer: customer as string,
        });
        await r.h.stripe.subscriptions.update(subscriptionId, { default_payment_method: card.id });
      }
      const { invoices } = r.h.emulator.control.advanceClock({
        toNextBillingPeriod: true,
        subscription: subscriptionId,
      });
      if (m.cancelled) {
        Object.assign(m, { ended: true, licences: new Map(), roles: new Map(), scheduled: null });
        return;
      }
      if (m.scheduled) {
        const { plan, frequency, seats } = m.scheduled;
        Object.assign(m, { plan, frequency, seats, scheduled: null });
        if (plan === 'premium') Object.assign(m, { licences: new Map(), roles: new Map() });
      }
      const renewed = renewalOf(invoices, subscriptionId);
      // No invoice bills a removed person for a new period: the renewal bills the seats kept.
      expect(renewed?.lines.data[0]?.quantity, 'the renewal bills the seats kept').toBe(m.seats);
      expect(renewed?.status).toBe(failing ? 'open' : 'paid');
      if (failing) m.openInvoice = renewed?.id ?? null;
    },
  );
}

const recovery = command(
  'recovery',
  (m) => !m.ended && m.openInvoice !== null,
  async (m, r) => {
    const answer = await r.h.call('POST', '/subscriptions/pay-invoice', r.owner.token, {
      invoiceId: m.openInvoice,
      paymentMethodId: 'pm_card_mastercard',
    });
    expect(answer.json(), answer.body).toMatchObject({ paymentIntentStatus: 'succeeded' });
    m.openInvoice = null;
  },
);

/** Every step the test draws from, with the small numbers it needs; the colleagues' steps more often. */
export const seatCommands = [
  fc.constant(invite),
  fc.constant(invite),
  fc.constant(invite),
  fc.nat(5).map((index) => answer('accept', index)),
  fc.nat(5).map((index) => answer('accept', index)),
  fc.nat(5).map((index) => answer('decline', index)),
  fc.nat(5).map(remove),
  fc.nat(5).map(remove),
  fc.integer({ min: 1, max: 2 }).map(seatsUp),
  fc.integer({ min: 1, max: 2 }).map(seatsDown),
  fc.constant(withdraw),
  fc.constant(toPremium),
  fc.constant(toEnterprise),
  fc.constant(toAnnual),
  fc.constant(toMonthly),
  fc.constant(cancel),
  fc.constant(resume),
  fc.constant(renewal(false)),
  fc.constant(renewal(true)),
  fc.constant(recovery),
];
