import type { SubscriptionInfo } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { accountActions, accountMachine, availableLicenses } from './account.machine.js';

const enterprise: SubscriptionInfo = {
  accountType: 'enterprise',
  nextRenewalDate: '2027-03-12T00:00:00.000Z',
  cancellationDate: null,
  licenses: [
    { email: 'owner@praxis.ch', status: 'active', removable: false, usage: null },
    { email: 'marc@praxis.ch', status: 'pending', removable: true, usage: null },
  ],
  numberOfLicenses: 3,
  subscriptionToken: 'sub_0123456789abcdef',
  frequency: 'monthly',
  invoices: [],
  trialEndsAt: null,
  seat: null,
  invitations: [],
  scheduledChange: null,
  licenseHeldElsewhere: false,
  paymentMethod: null,
  nextCharge: null,
  paymentProblem: null,
  orderAwaiting: null,
  paidBy: 'card',
  appUsage: { monthSeconds: 0, lastUsedAt: null },
};

interface Calls {
  load?: () => Promise<SubscriptionInfo>;
  unsubscribe?: () => Promise<{ message: string; cancellationDate: string }>;
  invite?: () => Promise<unknown>;
  dissociate?: () => Promise<unknown>;
}

function start(calls: Calls = {}) {
  const spies = {
    load: vi.fn(calls.load ?? (async () => enterprise)),
    unsubscribe: vi.fn(
      calls.unsubscribe ?? (async () => ({ message: 'ok', cancellationDate: '2027-03-12T00:00:00.000Z' })),
    ),
    invite: vi.fn((_input: unknown) => (calls.invite ?? (async () => ({ message: 'ok' })))()),
    dissociate: vi.fn((_input: unknown) => (calls.dissociate ?? (async () => ({ message: 'ok' })))()),
  };
  const actor = createActor(
    accountMachine.provide({
      actors: {
        loadSubscriptionInfo: fromPromise(() => spies.load()),
        unsubscribe: fromPromise(() => spies.unsubscribe()),
        sendInvitation: fromPromise(({ input }) => spies.invite(input)),
        dissociate: fromPromise(({ input }) => spies.dissociate(input)),
      },
    }),
    { input: { lang: 'fr' } },
  );
  const emitted = vi.fn();
  actor.on('*', emitted);
  actor.start();
  return { actor, spies, emitted };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready'));

describe('account (docs/subscriptions-and-money.md#account-page)', () => {
  it('loads the subscription info', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await ready(actor);
    expect(actor.getSnapshot().context.info).toEqual(enterprise);
  });

  it('only logs a failed load and keeps the screen as it was', async () => {
    let calls = 0;
    const { actor, emitted } = start({
      load: async () => {
        calls += 1;
        if (calls > 1) throw networkFailure();
        return enterprise;
      },
    });
    await ready(actor);
    actor.send({ type: 'ACCOUNT.REFRESH' });
    await waitFor(actor, (s) => s.matches('ready') && calls === 2);
    expect(actor.getSnapshot().context.info).toEqual(enterprise);
    expect(actor.getSnapshot().context.feedback).toBeNull();
    expect(emitted).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'failure.logged', call: 'subscriptionInfo' }),
    );
  });

  it('says a licence reassigned in its dialog and reads the list again (docs/licences.md#reassign)', async () => {
    const { actor, spies } = start();
    await ready(actor);
    actor.send({ type: 'ACCOUNT.LICENSE_REASSIGNED' });
    await ready(actor);
    expect(spies.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.licenses.reassigned' });
  });

  it('ends the session on a 401', async () => {
    const { actor, emitted } = start({ load: async () => Promise.reject(apiFailure('unauthorized')) });
    await ready(actor);
    expect(emitted).toHaveBeenCalledWith({ type: 'session.expired' });
  });

  it('cancels only after the confirmation, then shows success and the date, and refreshes', async () => {
    const cancelled = { ...enterprise, cancellationDate: '2027-03-12T00:00:00.000Z' };
    let cancelledYet = false;
    const { actor, spies } = start({
      load: async () => (cancelledYet ? cancelled : enterprise),
      unsubscribe: async () => {
        cancelledYet = true;
        return { message: 'ok', cancellationDate: '2027-03-12T00:00:00.000Z' };
      },
    });
    await ready(actor);
    actor.send({ type: 'ACCOUNT.CANCEL' });
    expect(actor.getSnapshot().matches('confirmingCancel')).toBe(true);
    actor.send({ type: 'ACCOUNT.CANCEL_DISMISSED' });
    expect(spies.unsubscribe).not.toHaveBeenCalled();
    actor.send({ type: 'ACCOUNT.CANCEL' });
    actor.send({ type: 'ACCOUNT.CANCEL_CONFIRMED' });
    await waitFor(actor, (s) => s.matches('ready') && spies.load.mock.calls.length === 2);
    expect(actor.getSnapshot().context.info?.cancellationDate).toBe('2027-03-12T00:00:00.000Z');
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      id: 'account.cancel.success',
      tone: 'success',
    });
  });

  it('shows the cancellation date at once, while the refresh is still on its way', async () => {
    let loads = 0;
    const { actor } = start({
      load: () => (++loads === 1 ? Promise.resolve(enterprise) : new Promise<SubscriptionInfo>(() => {})),
    });
    await ready(actor);
    actor.send({ type: 'ACCOUNT.CANCEL' });
    actor.send({ type: 'ACCOUNT.CANCEL_CONFIRMED' });
    await waitFor(actor, (s) => s.matches('loading'));
    expect(actor.getSnapshot().context.info?.cancellationDate).toBe('2027-03-12T00:00:00.000Z');
  });

  it('shows the server error of a failed cancel, and the exception message when there is no answer', async () => {
    const refused = start({ unsubscribe: async () => Promise.reject(apiFailure('no_active_subscription')) });
    await ready(refused.actor);
    refused.actor.send({ type: 'ACCOUNT.CANCEL' });
    refused.actor.send({ type: 'ACCOUNT.CANCEL_CONFIRMED' });
    await waitFor(refused.actor, (s) => s.matches('ready') && s.context.feedback !== null);
    expect(refused.actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'no_active_subscription',
    });

    const offline = start({ unsubscribe: async () => Promise.reject(networkFailure()) });
    await ready(offline.actor);
    offline.actor.send({ type: 'ACCOUNT.CANCEL' });
    offline.actor.send({ type: 'ACCOUNT.CANCEL_CONFIRMED' });
    await waitFor(offline.actor, (s) => s.matches('ready') && s.context.feedback !== null);
    expect(offline.actor.getSnapshot().context.feedback).toMatchObject({
      id: 'account.cancel.error.exception',
    });
  });

  it('invites with the subscription token and the language, says so, and refreshes', async () => {
    const { actor, spies } = start();
    await ready(actor);
    actor.send({ type: 'ACCOUNT.INVITE', email: ' claire@praxis.ch ' });
    await waitFor(actor, (s) => s.matches('loading'));
    expect(spies.invite).toHaveBeenCalledWith({
      recipientEmail: 'claire@praxis.ch',
      subscriptionToken: 'sub_0123456789abcdef',
      lang: 'fr',
    });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.licenses.inviteSent' });
    await ready(actor);
    expect(spies.load).toHaveBeenCalledTimes(2);
  });

  it('does not send a malformed address', async () => {
    const { actor, spies } = start();
    await ready(actor);
    actor.send({ type: 'ACCOUNT.INVITE', email: 'not-an-address' });
    expect(spies.invite).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.licenses.error.invalidEmail' });
  });

  it('shows a refused invitation, only logs a network failure, and refreshes both times', async () => {
    const refused = start({ invite: async () => Promise.reject(apiFailure('no_seat_available')) });
    await ready(refused.actor);
    refused.actor.send({ type: 'ACCOUNT.INVITE', email: 'claire@praxis.ch' });
    await waitFor(refused.actor, (s) => s.matches('ready') && refused.spies.load.mock.calls.length === 2);
    expect(refused.actor.getSnapshot().context.feedback).toMatchObject({ code: 'no_seat_available' });

    const offline = start({ invite: async () => Promise.reject(networkFailure()) });
    await ready(offline.actor);
    offline.actor.send({ type: 'ACCOUNT.INVITE', email: 'claire@praxis.ch' });
    await waitFor(offline.actor, (s) => s.matches('ready') && offline.spies.load.mock.calls.length === 2);
    expect(offline.actor.getSnapshot().context.feedback).toBeNull();
    expect(offline.emitted).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'failure.logged', call: 'sendInvitation' }),
    );
  });

  it('asks first, removes a licence only once confirmed, says so and refreshes', async () => {
    const { actor, spies } = start();
    await ready(actor);
    actor.send({ type: 'ACCOUNT.REMOVE_LICENSE', email: 'marc@praxis.ch' });
    expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    expect(actor.getSnapshot().context.removal).toBe('marc@praxis.ch');
    expect(spies.dissociate).not.toHaveBeenCalled();
    actor.send({ type: 'ACCOUNT.REMOVE_CONFIRMED' });
    await waitFor(actor, (s) => s.matches('loading'));
    expect(spies.dissociate).toHaveBeenCalledWith({
      subscriptionToken: 'sub_0123456789abcdef',
      email: 'marc@praxis.ch',
    });
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'account.licenses.removed' });
    expect(actor.getSnapshot().context.removal).toBeNull();
  });

  it('keeps the licence when the question is dismissed (docs/licences.md#remove)', async () => {
    const { actor, spies } = start();
    await ready(actor);
    actor.send({ type: 'ACCOUNT.REMOVE_LICENSE', email: 'marc@praxis.ch' });
    actor.send({ type: 'ACCOUNT.REMOVE_DISMISSED' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.removal).toBeNull();
    expect(spies.dissociate).not.toHaveBeenCalled();
  });
});

describe('account helpers', () => {
  it('offers upgrade to free or cancelled accounts and cancel to the others', () => {
    expect(accountActions(null)).toEqual({ upgrade: false, cancel: false });
    expect(accountActions({ ...enterprise, accountType: 'free' })).toEqual({ upgrade: true, cancel: false });
    expect(accountActions({ ...enterprise, cancellationDate: '2027-03-12T00:00:00.000Z' })).toEqual({
      upgrade: true,
      cancel: false,
    });
    expect(accountActions(enterprise)).toEqual({ upgrade: false, cancel: true });
  });

  it("offers a colleague on someone else's subscription neither (docs/licences.md#seats)", () => {
    const colleague: SubscriptionInfo = {
      ...enterprise,
      nextRenewalDate: null,
      licenses: [],
      numberOfLicenses: 0,
      subscriptionToken: null,
      seat: { status: 'active', managedBy: { name: 'Anna Muster', email: 'owner@praxis.ch' } },
    };
    expect(accountActions(colleague)).toEqual({ upgrade: false, cancel: false });
  });

  it('counts available licences as total minus used', () => {
    expect(availableLicenses(enterprise)).toBe(1);
    expect(availableLicenses({ ...enterprise, numberOfLicenses: 2 })).toBe(0);
  });

  it('counts a declined offer as no licence used (docs/licences.md#seats)', () => {
    const declined = { email: 'lea@praxis.ch', status: 'declined', removable: true, usage: null };
    expect(availableLicenses({ ...enterprise, licenses: [...enterprise.licenses, declined] })).toBe(1);
  });
});
