import { describe, expect, it } from 'vitest';
import { expectAllRejected } from '../test/assertions.js';
import { examples } from '../test/examples.js';
import {
  createSubscriptionCreditCardRequestSchema,
  createSubscriptionCreditCardResponseSchema,
  createSubscriptionInvoiceRequestSchema,
  createSubscriptionInvoiceResponseSchema,
  invoiceAmountShown,
  invoiceSchema,
  saveBillingInfoRequestSchema,
  saveBillingInfoResponseSchema,
  subscriptionInfoResponseSchema,
  unsubscribeResponseSchema,
} from './subscriptions.js';

const info = examples.subscriptionInfo.response;
const invoice = info.invoices[0];
if (invoice === undefined) throw new Error('the subscription-info example holds an invoice');

describe('subscription info', () => {
  it('describes an enterprise account with licences and invoices', () => {
    expect(subscriptionInfoResponseSchema.parse(info)).toEqual(info);
  });

  it('describes a free account: no renewal, no token, empty lists, the end of its trial, a seat offered', () => {
    const free = {
      accountType: 'free',
      nextRenewalDate: null,
      cancellationDate: null,
      licenses: [],
      numberOfLicenses: 1,
      subscriptionToken: null,
      frequency: null,
      invoices: [],
      trialEndsAt: '2026-12-01T10:00:00.000Z',
      seat: null,
      invitations: [
        {
          id: '0b9c6a52-5f0e-4c1e-9d3a-7f1e2d3c4b5a',
          managedBy: { name: 'Anna Muster', email: 'anna@praxis.ch' },
        },
      ],
      scheduledChange: null,
      licenseHeldElsewhere: true,
      paymentMethod: null,
      nextCharge: null,
      paymentProblem: null,
      orderAwaiting: null,
      paidBy: null,
      appUsage: { monthSeconds: 0, lastUsedAt: null },
    };
    expect(subscriptionInfoResponseSchema.parse(free)).toEqual(free);
  });

  it("describes a colleague's seat and who manages it, with or without a name", () => {
    const colleague = {
      accountType: 'enterprise',
      nextRenewalDate: null,
      cancellationDate: null,
      licenses: [],
      numberOfLicenses: 0,
      subscriptionToken: null,
      frequency: null,
      invoices: [],
      scheduledChange: null,
      licenseHeldElsewhere: true,
      trialEndsAt: null,
      seat: { status: 'active', managedBy: { name: 'Anna Muster', email: 'anna@praxis.ch' } },
      invitations: [],
      paymentMethod: null,
      nextCharge: null,
      paymentProblem: null,
      orderAwaiting: null,
      paidBy: null,
      appUsage: { monthSeconds: 0, lastUsedAt: null },
    };
    expect(subscriptionInfoResponseSchema.parse(colleague)).toEqual(colleague);
    const unnamed = {
      ...colleague,
      seat: { status: 'active', managedBy: { name: null, email: 'anna@praxis.ch' } },
    };
    expect(subscriptionInfoResponseSchema.parse(unnamed)).toEqual(unnamed);
    expect(
      subscriptionInfoResponseSchema.safeParse({
        ...colleague,
        seat: { status: 'active', managedBy: { name: '' } },
      }).success,
    ).toBe(false);
  });

  it('refuses the non-authoritative names alone, unknown plans and malformed dates', () => {
    const { accountType: _a, nextRenewalDate: _n, ...rest } = info;
    expectAllRejected(subscriptionInfoResponseSchema, [
      { ...rest, plan: 'enterprise', renewalDate: info.nextRenewalDate },
      { ...info, accountType: null },
      { ...info, accountType: 'gold' },
      { ...info, nextRenewalDate: '01.07.2025' },
      { ...info, cancellationDate: 1751364000 },
      { ...info, numberOfLicenses: -1 },
      { ...info, invoices: null },
      { ...info, scheduledChange: { ...info.scheduledChange, accountType: 'free' } },
      { ...info, licenseHeldElsewhere: undefined },
    ]);
  });
});

describe('an invoice', () => {
  it('carries Stripe names and units: seconds and cents', () => {
    expect(invoiceSchema.parse(invoice)).toEqual(invoice);
    expect(
      invoiceSchema.parse({ ...invoice, number: null, invoice_pdf: null, status: 'uncollectible' }),
    ).toBeTruthy();
  });

  it('refuses decimal amounts, millisecond strings and links that are not http(s)', () => {
    expectAllRejected(invoiceSchema, [
      { ...invoice, amount_paid: 1404.5 },
      { ...invoice, amount_paid: '1404.00' },
      { ...invoice, created: '2025-06-01' },
      { ...invoice, created: 1.5 },
      { ...invoice, invoice_pdf: 'javascript:alert(1)' },
      { ...invoice, invoice_pdf: 'not a url' },
      { ...invoice, status: '' },
      { ...invoice, id: undefined },
    ]);
  });
});

describe('unsubscribe', () => {
  it('answers a message and the scheduled cancellation date', () => {
    expect(unsubscribeResponseSchema.parse(examples.unsubscribe.response)).toEqual(
      examples.unsubscribe.response,
    );
    expectAllRejected(unsubscribeResponseSchema, [
      { message: 'ok' },
      { message: 'ok', cancellationDate: null },
    ]);
  });
});

describe('card subscription', () => {
  const valid = examples.createSubscriptionCreditCard.request;

  it('takes a payment method and the order', () => {
    expect(createSubscriptionCreditCardRequestSchema.parse(valid)).toEqual(valid);
    expect(
      createSubscriptionCreditCardRequestSchema.parse({ ...valid, paymentMethodId: 'pm_1PxYzAbC' }),
    ).toBeTruthy();
    // docs/subscriptions-and-money.md#changes: without a card, the card on file pays.
    const { paymentMethodId: _none, ...onFile } = valid;
    expect(createSubscriptionCreditCardRequestSchema.parse(onFile)).toEqual(onFile);
  });

  it('refuses foreign ids, the free plan, counts under the plan minimum', () => {
    expectAllRejected(createSubscriptionCreditCardRequestSchema, [
      { ...valid, paymentMethodId: 'tok_visa' },
      { ...valid, paymentMethodId: '' },
      { ...valid, licenseType: 'free' },
      { ...valid, userCount: 1 },
      { ...valid, licenseType: 'premium', userCount: 2 },
      { ...valid, frequency: 'quarterly' },
      { ...valid, paymentMethod: 'card' },
    ]);
  });

  it('answers each outcome of docs/subscriptions-and-money.md#card-payment', () => {
    for (const answer of [
      { requiresAction: true, clientSecret: 'pi_1_secret_2' },
      { userStatus: 'pending' },
      { userStatus: 'active' },
      { paymentIntentStatus: 'requires_payment_method' },
      {},
    ]) {
      expect(createSubscriptionCreditCardResponseSchema.parse(answer)).toEqual(answer);
    }
  });

  it('refuses an action without its secret and unknown statuses', () => {
    expectAllRejected(createSubscriptionCreditCardResponseSchema, [
      { requiresAction: true },
      { requiresAction: 'true', clientSecret: 'x' },
      { userStatus: 'done' },
      { paymentIntentStatus: 'declined' },
      { clientSecret: '' },
    ]);
  });
});

describe('billing info and invoice subscription', () => {
  it('accept the billing info and the order', () => {
    expect(saveBillingInfoRequestSchema.parse(examples.saveBillingInfo.request)).toEqual(
      examples.saveBillingInfo.request,
    );
    expect(createSubscriptionInvoiceRequestSchema.parse(examples.createSubscriptionInvoice.request)).toEqual(
      examples.createSubscriptionInvoice.request,
    );
    expect(saveBillingInfoResponseSchema.parse({ message: 'Saved.' })).toEqual({ message: 'Saved.' });
    for (const awaitsApproval of [false, true]) {
      expect(createSubscriptionInvoiceResponseSchema.parse({ message: 'Created.', awaitsApproval })).toEqual({
        message: 'Created.',
        awaitsApproval,
      });
    }
  });

  it('refuse flat billing fields, an empty invoice order and answers without message', () => {
    const billingInfo = examples.saveBillingInfo.request.billingInfo;
    expectAllRejected(saveBillingInfoRequestSchema, [
      billingInfo,
      { billingInfo: { ...billingInfo, city: '' } },
      {},
    ]);
    expectAllRejected(createSubscriptionInvoiceRequestSchema, [
      {},
      undefined,
      { frequency: 'monthly', licenseType: 'enterprise', userCount: 1 },
    ]);
    expectAllRejected(saveBillingInfoResponseSchema, [{}, { error: false }]);
    expectAllRejected(createSubscriptionInvoiceResponseSchema, [{}, 'ok']);
  });
});

describe('invoiceAmountShown (docs/subscriptions-and-money.md#invoices)', () => {
  it('lists a paid invoice with what was paid, an open or written-off one with what is still due', () => {
    expect(invoiceAmountShown({ status: 'paid', amount_paid: 58_800, amount_due: 58_800 })).toBe(58_800);
    expect(invoiceAmountShown({ status: 'open', amount_paid: 0, amount_due: 93_600 })).toBe(93_600);
    expect(invoiceAmountShown({ status: 'open', amount_paid: 10_000, amount_due: 93_600 })).toBe(83_600);
    expect(invoiceAmountShown({ status: 'uncollectible', amount_paid: 0, amount_due: 5_345 })).toBe(5_345);
    expect(invoiceAmountShown({ status: 'draft', amount_paid: 0, amount_due: 5_345 })).toBe(5_345);
    expect(invoiceAmountShown({ status: 'void', amount_paid: 0, amount_due: 5_345 })).toBe(5_345);
  });
});
