import { MAXIMUM_USERS } from '@app/pricing';
import { appUsageSummarySchema } from './app-usage.js';
import {
  billingDetailsSchema,
  invoiceIdSchema,
  nextChargeSchema,
  paymentMethodIdSchema,
  paymentMethodSummarySchema,
  paymentProblemSchema,
} from './billing.js';
import { licenseSchema } from './licenses.js';
import {
  checkOrderUserCount,
  frequencySchema,
  orderSchema,
  orderShape,
  paidPlanSchema,
  paymentMethodSchema,
  planSchema,
} from './orders.js';
import { ACTION_WITHOUT_SECRET, actionHasSecret, paymentAnswerShape } from './payment-answers.js';
import { isoDateTimeSchema, MESSAGE_MAX_LENGTH, messageResponseSchema } from './primitives.js';
import { BILLING_INFO_MAX_LENGTH, storedEmailSchema, tokenSchema } from './rules.js';
import { centsSchema, scheduledChangeSchema } from './subscription-changes.js';
import { z } from './zod.js';

/** A link the site puts in an href: http(s) only, so a stored value can never run script. */
const linkSchema = z.url({ protocol: /^https?$/ }).max(2048);

/** Stripe's invoice statuses at the pinned API version, each with its words in every language. */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * An invoice (docs/subscriptions-and-money.md#invoices), with Stripe's field names and units: `created` in
 * whole seconds since the epoch, `amount_paid` in integer cents (shown as amount_paid / 100,
 * docs/subscriptions-and-money.md#invoices); every status has its words (docs/subscriptions-and-money.md#invoices). `number` is null while Stripe has not
 * numbered the invoice, `invoice_pdf` while it has no PDF. Added for
 * docs/subscriptions-and-money.md#payment-problem: `amount_due`, what an open invoice asks (its
 * "Pay" action shows it), in integer cents.
 */
export const invoiceSchema = z.object({
  id: z.string().min(1).max(255),
  number: z.string().max(255).nullable(),
  created: z.number().int().nonnegative(),
  amount_paid: z.number().int().nonnegative(),
  amount_due: z.number().int().nonnegative(),
  status: z.enum(INVOICE_STATUSES),
  invoice_pdf: linkSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * The amount an invoice is listed with (docs/subscriptions-and-money.md#invoices), in cents: a paid
 * invoice what was paid; an open or written-off one what is still owed (Stripe's `amount_remaining`,
 * `amount_due` less `amount_paid`), never the nothing paid so far; a draft or a voided one what it asks.
 */
export function invoiceAmountShown(invoice: Pick<Invoice, 'amount_paid' | 'amount_due' | 'status'>): number {
  switch (invoice.status) {
    case 'paid':
      return invoice.amount_paid;
    case 'open':
    case 'uncollectible':
      return Math.max(invoice.amount_due - invoice.amount_paid, 0);
    default:
      return invoice.amount_due;
  }
}

/**
 * A colleague's own seat on someone else's Enterprise subscription (docs/licences.md#seats): its
 * status, and who manages it (the holder's name from the billing details, when given, and address).
 */
export const seatSchema = z.object({
  status: licenseSchema.shape.status,
  managedBy: z.object({
    name: z
      .string()
      .min(1)
      .max(BILLING_INFO_MAX_LENGTH.firstName + 1 + BILLING_INFO_MAX_LENGTH.lastName)
      .nullable(),
    email: storedEmailSchema,
  }),
});
export type Seat = z.infer<typeof seatSchema>;

/**
 * docs/subscriptions-and-money.md#credit-limit: a first order on invoice above the credit limit, not
 * served until its invoice (`invoiceId`, asking `amountDue` cents) is paid or an admin approves it.
 */
export const orderAwaitingSchema = z.object({
  accountType: paidPlanSchema,
  frequency: frequencySchema,
  numberOfLicenses: z.number().int().positive().max(MAXIMUM_USERS),
  invoiceId: invoiceIdSchema,
  amountDue: centsSchema,
});
export type OrderAwaiting = z.infer<typeof orderAwaitingSchema>;

/**
 * A seat offered to the user on someone else's serving Enterprise subscription, not yet answered
 * (docs/licences.md#offers): what she accepts or declines, and who offers it.
 */
export const invitationOfferSchema = z.object({
  id: z.uuid(),
  managedBy: seatSchema.shape.managedBy,
});
export type InvitationOffer = z.infer<typeof invitationOfferSchema>;

/**
 * GET /subscriptions/subscription-info (docs/calls.md#subscription-info).
 * docs/subscriptions-and-money.md#subscription-info names the plan both `accountType` and `plan` and the
 * renewal date both `nextRenewalDate` and `renewalDate`; `accountType` and `nextRenewalDate` are the
 * authoritative names and the others are not sent (packages/contracts/README.md#decisions).
 * `accountType` is never null: "null while loading" is the screen's state, not an answer.
 * `subscriptionToken` is null for an account without a paid subscription. Added to the first
 * specification's answer (docs/calls.md#deviations): `frequency`, the billing frequency of that
 * subscription (null without one), because licence adjustment prices at the subscription's own
 * frequency (packages/contracts/README.md#decisions); `scheduledChange`, a decrease waiting for the
 * period's end (null without one); `licenseHeldElsewhere`, whether the user holds (has accepted) a
 * licence of someone else's subscription, which she must leave before buying her own plan
 * (packages/contracts/README.md#changes). Added by docs/subscriptions-and-money.md#billing: the
 * card the subscription is charged to (`paymentMethod`), its next charge from Stripe's upcoming
 * invoice (`nextCharge`), and a renewal left unpaid (`paymentProblem`); each null when there is none.
 */
export const subscriptionInfoResponseSchema = z.object({
  accountType: planSchema,
  nextRenewalDate: isoDateTimeSchema.nullable(),
  cancellationDate: isoDateTimeSchema.nullable(),
  licenses: z.array(licenseSchema).max(MAXIMUM_USERS),
  numberOfLicenses: z.number().int().nonnegative().max(MAXIMUM_USERS),
  subscriptionToken: tokenSchema.nullable(),
  frequency: frequencySchema.nullable(),
  invoices: z.array(invoiceSchema),
  scheduledChange: scheduledChangeSchema.nullable(),
  licenseHeldElsewhere: z.boolean(),
  /**
   * Added (docs/subscriptions-and-money.md#trial): when a Free account's trial ends (sign-up +
   * FREE_TRIAL_DAYS); null otherwise.
   */
  trialEndsAt: isoDateTimeSchema.nullable(),
  /**
   * Added (docs/licences.md#seats): the seat of a colleague covered by someone else's subscription;
   * null otherwise.
   */
  seat: seatSchema.nullable(),
  /** The seats offered to the user and not yet answered (docs/licences.md#offers), oldest first. */
  invitations: z.array(invitationOfferSchema).max(MAXIMUM_USERS),
  paymentMethod: paymentMethodSummarySchema.nullable(),
  nextCharge: nextChargeSchema.nullable(),
  paymentProblem: paymentProblemSchema.nullable(),
  /** Added: an order on invoice waiting for its payment or approval (then the account is Free); null otherwise. */
  orderAwaiting: orderAwaitingSchema.nullable(),
  /**
   * How the user's own paid subscription is paid (docs/subscriptions-and-money.md#billing): charged to a
   * card, or on invoice by transfer (Stripe's `send_invoice`); null without one.
   */
  paidBy: paymentMethodSchema.nullable(),
  /** Added (docs/desktop-app.md#usage-shown): the user's own use of the dictation app. */
  appUsage: appUsageSummarySchema,
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoResponseSchema>;
export type SubscriptionInfoResponse = SubscriptionInfo;

/**
 * POST /subscriptions/unsubscribe (docs/calls.md#unsubscribe). Cancelling schedules the end at the period's
 * end (docs/subscriptions-and-money.md#cancel); the date comes back so the account page can show it at once.
 */
export const unsubscribeResponseSchema = z.object({
  message: z.string().max(MESSAGE_MAX_LENGTH),
  cancellationDate: isoDateTimeSchema,
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/**
 * POST /subscriptions/create-subscription-credit-card (docs/calls.md#create-subscription-credit-card).
 * Without `paymentMethodId`, a change of a running subscription is charged to its card on file
 * (docs/subscriptions-and-money.md#changes); with none on file the answer is 409 `no_saved_card`.
 */
export const createSubscriptionCreditCardRequestSchema = z
  .strictObject({ paymentMethodId: paymentMethodIdSchema.optional(), ...orderShape })
  .superRefine(checkOrderUserCount);
export type CreateSubscriptionCreditCardRequest = z.infer<typeof createSubscriptionCreditCardRequestSchema>;

/**
 * docs/subscriptions-and-money.md#card-payment: `requiresAction` with `clientSecret` sends the site to 3-D
 * Secure confirmation; `userStatus` pending or active drives the polling; `paymentIntentStatus`
 * `requires_payment_method` means the card was refused. A refusal the API sees at once is a 402
 * `card_declined` error instead (packages/contracts/README.md#card-payment).
 */
export const createSubscriptionCreditCardResponseSchema = z
  .object(paymentAnswerShape)
  .refine(actionHasSecret, ACTION_WITHOUT_SECRET);
export type CreateSubscriptionCreditCardResponse = z.infer<typeof createSubscriptionCreditCardResponseSchema>;

/**
 * POST /subscriptions/save-billing-info (docs/calls.md#save-billing-info): the five fields of
 * docs/subscriptions-and-money.md#billing-info, and the optional company, Swiss UID/VAT number and invoice
 * address.
 */
export const saveBillingInfoRequestSchema = z.strictObject({ billingInfo: billingDetailsSchema });
export type SaveBillingInfoRequest = z.infer<typeof saveBillingInfoRequestSchema>;
export const saveBillingInfoResponseSchema = messageResponseSchema;
export type SaveBillingInfoResponse = z.infer<typeof saveBillingInfoResponseSchema>;

/**
 * POST /subscriptions/create-subscription-invoice had no payload in the first specification
 * (docs/calls.md#deviations), but the server cannot create a subscription without knowing what is ordered: it
 * takes the order (a deliberate deviation, packages/contracts/README.md#decisions). The billing
 * info must have been saved first (docs/subscriptions-and-money.md#invoice-payment).
 */
export const createSubscriptionInvoiceRequestSchema = orderSchema;
export type CreateSubscriptionInvoiceRequest = z.infer<typeof createSubscriptionInvoiceRequestSchema>;
/**
 * `awaitsApproval`: the order is above the credit limit (docs/subscriptions-and-money.md#credit-limit),
 * its plan starts when its invoice is paid or an admin approves it; false when it is served at once.
 */
export const createSubscriptionInvoiceResponseSchema = messageResponseSchema.extend({
  awaitsApproval: z.boolean(),
});
export type CreateSubscriptionInvoiceResponse = z.infer<typeof createSubscriptionInvoiceResponseSchema>;
