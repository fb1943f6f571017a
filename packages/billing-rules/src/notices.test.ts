import { describe, expect, it } from 'vitest';
import {
  endedNoticeKind,
  endedUnpaid,
  type InvoiceEventFacts,
  invoiceNotice,
  type NoticeFacts,
  subscriptionNotices,
} from './notices.js';

const CANCEL_AT = new Date('2027-05-01T00:00:00.000Z');
const facts = (more: Partial<NoticeFacts> = {}): NoticeFacts => ({
  stripe_subscription_id: 'sub_1',
  plan: 'enterprise',
  quantity: 3,
  cancel_at: null,
  status: 'active',
  ended_at: null,
  credit_hold: false,
  credit_approved_at: null,
  ...more,
});

// docs/subscriptions-and-money.md#billing-notices: what a change of a subscription tells.
describe('subscriptionNotices', () => {
  it.each([
    ['a first write tells nothing', null, facts(), []],
    ['one never served tells nothing', facts({ status: 'incomplete' }), facts({ status: 'canceled' }), []],
    ['nothing changed', facts(), facts(), []],
    [
      'it stops serving: its end',
      facts(),
      facts({ status: 'canceled', ended_at: CANCEL_AT }),
      [{ kind: 'ended', key: 'ended:sub_1' }],
    ],
    [
      'cancelled: the day access ends',
      facts(),
      facts({ cancel_at: CANCEL_AT }),
      [
        {
          kind: 'billing_cancellation_confirmed',
          key: 'cancelled:sub_1:7',
          params: { date: CANCEL_AT.toISOString() },
        },
      ],
    ],
    ['still cancelled: nothing again', facts({ cancel_at: CANCEL_AT }), facts({ cancel_at: CANCEL_AT }), []],
    [
      'Enterprise seats changed: the new number',
      facts(),
      facts({ quantity: 5 }),
      [{ kind: 'billing_seats_changed', key: 'seats:sub_1:7', params: { seats: '5' } }],
    ],
    [
      'Premium to Enterprise: no seats notice',
      facts({ plan: 'premium', quantity: 1 }),
      facts({ quantity: 2 }),
      [],
    ],
    [
      'cancelled with fewer seats: both',
      facts(),
      facts({ cancel_at: CANCEL_AT, quantity: 2 }),
      [
        {
          kind: 'billing_cancellation_confirmed',
          key: 'cancelled:sub_1:7',
          params: { date: CANCEL_AT.toISOString() },
        },
        { kind: 'billing_seats_changed', key: 'seats:sub_1:7', params: { seats: '2' } },
      ],
    ],
  ] as const)('%s', (_name, before, after, notices) => {
    expect(subscriptionNotices(before, after, 7)).toEqual(notices);
  });
});

describe('the end notice (docs/subscriptions-and-money.md#overdue-invoices)', () => {
  it.each([
    ['cancelled by its owner', null, 'canceled', false, 'billing_subscription_ended'],
    [
      "a renewal's retries all failed",
      'payment_failed',
      'canceled',
      false,
      'billing_subscription_ended_unpaid',
    ],
    ['left unpaid by Stripe', null, 'unpaid', false, 'billing_subscription_ended_unpaid'],
    [
      'a reminded transfer never came',
      'cancellation_requested',
      'canceled',
      true,
      'billing_subscription_ended_invoice_unpaid',
    ],
  ] as const)('%s', (_name, reason, status, transferUnpaid, kind) => {
    const unpaid = endedUnpaid(reason, status);
    expect(endedNoticeKind({ unpaid, transferUnpaid: !unpaid && transferUnpaid })).toBe(kind);
  });
});

const event = (type: string, invoice: Partial<InvoiceEventFacts['invoice']> = {}): InvoiceEventFacts => ({
  type,
  created: 1_800_000_000,
  invoice: {
    id: 'in_1',
    billing_reason: 'subscription_cycle',
    status: 'open',
    amount_paid: 0,
    amount_due: 58_800,
    amount_remaining: 58_800,
    period_end: 1_800_100_000,
    status_transitions: {},
    ...invoice,
  },
});
const annual = { stripeSubscriptionId: 'sub_1', frequency: 'annual', cancel_at: null };
const at = (seconds: number) => new Date(seconds * 1000).toISOString();

// docs/subscriptions-and-money.md#billing-notices: what an invoice event tells.
describe('invoiceNotice', () => {
  it.each([
    [
      'payment received',
      event('invoice.paid', { amount_paid: 5_345, status_transitions: { paid_at: 1_800_000_500 } }),
      annual,
      {
        key: 'payment_received:in_1',
        kind: 'billing_payment_received',
        params: { amount: '5345', date: at(1_800_000_500), invoiceId: 'in_1' },
      },
    ],
    [
      'payment received, no paid time: the event time',
      event('invoice.paid', { amount_paid: 100 }),
      annual,
      {
        key: 'payment_received:in_1',
        kind: 'billing_payment_received',
        params: { amount: '100', date: at(1_800_000_000), invoiceId: 'in_1' },
      },
    ],
    ['nothing paid: nothing said', event('invoice.paid'), annual, null],
    [
      'renewal refused',
      event('invoice.payment_failed'),
      annual,
      {
        key: 'payment_failed:in_1',
        kind: 'billing_payment_failed',
        params: { amount: '58800' },
      },
    ],
    [
      'renewal waiting for 3-D Secure',
      event('invoice.payment_action_required'),
      annual,
      {
        key: 'action_required:in_1',
        kind: 'billing_action_required',
        params: { amount: '58800' },
      },
    ],
    [
      "a change's refusal is said on screen",
      event('invoice.payment_failed', { billing_reason: 'subscription_update' }),
      annual,
      null,
    ],
    ['a refused invoice no longer open', event('invoice.payment_failed', { status: 'void' }), annual, null],
    [
      'before an annual renewal',
      event('invoice.upcoming', { id: null }),
      annual,
      {
        key: 'renewal_reminder:sub_1:1800100000',
        kind: 'billing_renewal_reminder',
        params: { amount: '58800', date: at(1_800_100_000) },
      },
    ],
    [
      'before a monthly renewal: nothing',
      event('invoice.upcoming'),
      { ...annual, frequency: 'monthly' },
      null,
    ],
    [
      'before a cancelled renewal: nothing',
      event('invoice.upcoming'),
      { ...annual, cancel_at: CANCEL_AT },
      null,
    ],
    ['another event', event('invoice.finalized'), annual, null],
  ] as const)('%s', (_name, facts, subscription, notice) => {
    expect(invoiceNotice(facts, subscription)).toEqual(notice);
  });
});
