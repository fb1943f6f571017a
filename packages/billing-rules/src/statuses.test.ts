import type Stripe from 'stripe';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  hasEnded,
  type INVOICE_STATUSES,
  invoiceStatusOf,
  isLicenceStatus,
  isServing,
  type ServingFacts,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  subscriptionStatusOf,
} from './statuses.js';

/** Stripe's SDK joins each union with any string; its named statuses are ours. */
type Named<T> = T extends string ? (string extends T ? never : T) : never;

describe("the statuses are Stripe's at the pinned version", () => {
  it('subscriptions', () => {
    expectTypeOf<SubscriptionStatus>().toEqualTypeOf<Named<Stripe.Subscription.Status>>();
  });
  it('invoices', () => {
    expectTypeOf<(typeof INVOICE_STATUSES)[number]>().toEqualTypeOf<Named<Stripe.Invoice.Status>>();
  });
  it('a status outside the union is refused, not stored', () => {
    expect(subscriptionStatusOf('past_due')).toBe('past_due');
    expect(() => subscriptionStatusOf('frozen')).toThrow(/unknown subscription status/);
    expect(invoiceStatusOf('uncollectible')).toBe('uncollectible');
    expect(() => invoiceStatusOf('lost')).toThrow(/unknown invoice status/);
  });
});

describe('licence statuses (docs/licences.md#licence-statuses)', () => {
  it.each([
    ['pending', true],
    ['active', true],
    ['declined', true],
    ['expired', false],
  ])('%s: %s', (status, known) => {
    expect(isLicenceStatus(status)).toBe(known);
  });
});

const facts = (status: SubscriptionStatus, more: Partial<ServingFacts> = {}): ServingFacts => ({
  status,
  ended_at: null,
  credit_hold: false,
  credit_approved_at: null,
  ...more,
});

describe('isServing', () => {
  const serving: Record<SubscriptionStatus, boolean> = {
    active: true,
    trialing: true,
    past_due: true,
    canceled: false,
    incomplete: false,
    incomplete_expired: false,
    paused: false,
    unpaid: false,
  };
  it.each(SUBSCRIPTION_STATUSES.map((status) => [status, serving[status]] as const))(
    'a subscription %s is served: %s',
    (status, expected) => {
      expect(isServing(facts(status))).toBe(expected);
    },
  );

  it.each([
    ['ended, though Stripe still says active', facts('active', { ended_at: new Date() }), false],
    // docs/subscriptions-and-money.md#credit-limit
    ['on invoice above the credit limit, unpaid', facts('active', { credit_hold: true }), false],
    [
      'above the credit limit, approved by an admin',
      facts('active', { credit_hold: true, credit_approved_at: new Date() }),
      true,
    ],
  ])('%s: %s', (_name, subscription, expected) => {
    expect(isServing(subscription)).toBe(expected);
  });
});

describe('hasEnded: never serves again', () => {
  it.each([
    ['canceled', true],
    ['incomplete_expired', true],
    ['unpaid', false],
    ['incomplete', false],
    ['active', false],
  ])('%s: %s', (status, ended) => {
    expect(hasEnded(status)).toBe(ended);
  });
});
