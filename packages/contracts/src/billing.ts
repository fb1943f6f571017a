import { ACTION_WITHOUT_SECRET, actionHasSecret, paymentAnswerShape } from './payment-answers.js';
import { isoDateTimeSchema, MESSAGE_MAX_LENGTH } from './primitives.js';
import { BILLING_INFO_MAX_LENGTH, billingInfoSchema, EMAIL_MAX_LENGTH, emailSchema } from './rules.js';
import { centsSchema } from './subscription-changes.js';
import { parseSwissUid, SWISS_UID_MAX_LENGTH } from './swiss-uid.js';
import { textSchema } from './text.js';
import { z } from './zod.js';

/**
 * docs/subscriptions-and-money.md#billing, what a customer pays and with what, and the calls that
 * keep it paid: the card, the billing details, an unpaid renewal, and resuming a cancelled subscription
 * (packages/contracts/README.md#billing).
 */

/** The card the subscription is charged to, as the account page shows it (never the number). */
export const paymentMethodSummarySchema = z.object({
  brand: z.string().min(1).max(32),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
});
export type PaymentMethodSummary = z.infer<typeof paymentMethodSummarySchema>;

/**
 * A card's warning starts this many days before it stops working
 * (docs/subscriptions-and-money.md#billing-notices: site and mails alike).
 */
export const CARD_EXPIRY_WARNING_DAYS = 30;

/**
 * Whether a card still pays: a card is valid to the end of its expiry month (UTC), and is
 * `expiring` from CARD_EXPIRY_WARNING_DAYS before that.
 */
export function cardExpiry(
  card: Pick<PaymentMethodSummary, 'expMonth' | 'expYear'>,
  now: Date,
): 'valid' | 'expiring' | 'expired' {
  // Date.UTC with month = expMonth is the first day of the month after the expiry month.
  const end = Date.UTC(card.expYear, card.expMonth, 1);
  if (now.getTime() >= end) return 'expired';
  return end - now.getTime() <= CARD_EXPIRY_WARNING_DAYS * 86_400_000 ? 'expiring' : 'valid';
}

/** The next charge of the subscription, from Stripe's preview of its next invoice. */
export const nextChargeSchema = z.object({ amount: centsSchema, date: isoDateTimeSchema });
export type NextCharge = z.infer<typeof nextChargeSchema>;

/**
 * A renewal that was not paid: its card was refused (`failed`) or its bank asks for 3-D Secure,
 * which an off-session charge cannot do (`action_required`). Stripe's retries go on meanwhile.
 */
export const PAYMENT_PROBLEM_REASONS = ['failed', 'action_required'] as const;
export const paymentProblemSchema = z.object({
  invoiceId: z.string().min(1).max(255),
  amountDue: centsSchema,
  reason: z.enum(PAYMENT_PROBLEM_REASONS),
});
export type PaymentProblem = z.infer<typeof paymentProblemSchema>;

export const BILLING_DETAILS_MAX_LENGTH = { ...BILLING_INFO_MAX_LENGTH, company: 200 } as const;

/**
 * An optional text: absent leaves what was saved (a client that knows only the five fields of
 * docs/calls.md#save-billing-info changes nothing else), blank clears it (null), anything else must pass
 * `schema`.
 */
const optional = <S extends z.ZodType<unknown, string>>(max: number, schema: S) =>
  textSchema()
    .max(max, { abort: true })
    .optional()
    .transform((value) => (value === undefined ? undefined : value.trim() === '' ? null : value))
    .pipe(schema.nullable().optional());

/** CHE-123.456.789 with its check digit, optionally MWST/TVA/IVA; stored in its written form. */
export const swissUidSchema = textSchema()
  .max(SWISS_UID_MAX_LENGTH, { abort: true })
  .transform((value, context) => {
    const uid = parseSwissUid(value);
    if (uid) return uid.formatted;
    context.addIssue({
      code: 'custom',
      message: 'Not a Swiss UID or VAT number (CHE-123.456.789, optionally MWST, TVA or IVA)',
      params: { code: 'invalid_format' },
    });
    return z.NEVER;
  });

/**
 * The billing details (docs/subscriptions-and-money.md#billing-info) with their optional fields: the five
 * required fields, then, all optional, the practice or company name, its Swiss UID or VAT number (a tax id on
 * the Stripe customer) and an address for invoices (the practice's accountant). A request with the five
 * fields alone, as docs/calls.md#save-billing-info has it, is still valid.
 */
export const billingDetailsSchema = billingInfoSchema.extend({
  company: optional(BILLING_DETAILS_MAX_LENGTH.company, textSchema().trim().min(1)),
  vatNumber: optional(SWISS_UID_MAX_LENGTH, swissUidSchema),
  invoiceEmail: optional(EMAIL_MAX_LENGTH, emailSchema),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;

/** GET /subscriptions/billing-info: the details saved last (null before any). */
export const billingInfoResponseSchema = z.object({
  billingInfo: z
    .object({
      firstName: z.string().max(BILLING_INFO_MAX_LENGTH.firstName),
      lastName: z.string().max(BILLING_INFO_MAX_LENGTH.lastName),
      address: z.string().max(BILLING_INFO_MAX_LENGTH.address),
      postalCode: z.string().max(BILLING_INFO_MAX_LENGTH.postalCode),
      city: z.string().max(BILLING_INFO_MAX_LENGTH.city),
      company: z.string().max(BILLING_DETAILS_MAX_LENGTH.company).nullable(),
      vatNumber: z.string().max(SWISS_UID_MAX_LENGTH).nullable(),
      invoiceEmail: z.string().max(EMAIL_MAX_LENGTH).nullable(),
    })
    .nullable(),
});
export type BillingInfoResponse = z.infer<typeof billingInfoResponseSchema>;
export type SavedBillingDetails = NonNullable<BillingInfoResponse['billingInfo']>;

/** POST /subscriptions/payment-method/setup: the SetupIntent's secret, for Stripe.js' confirmCardSetup. */
export const setupPaymentMethodResponseSchema = z.object({
  clientSecret: z.string().min(1).max(500),
});
export type SetupPaymentMethodResponse = z.infer<typeof setupPaymentMethodResponseSchema>;

/** Stripe.js `createPaymentMethod` ids, test ids such as `pm_card_visa` included. */
export const paymentMethodIdSchema = textSchema()
  .max(255, { abort: true })
  .regex(/^pm_[A-Za-z0-9_]+$/);

/** POST /subscriptions/payment-method: the card just saved becomes the subscription's. */
export const updatePaymentMethodRequestSchema = z.strictObject({ paymentMethodId: paymentMethodIdSchema });
export type UpdatePaymentMethodRequest = z.infer<typeof updatePaymentMethodRequestSchema>;
export const updatePaymentMethodResponseSchema = z.object({
  message: z.string().max(MESSAGE_MAX_LENGTH),
  paymentMethod: paymentMethodSummarySchema,
});
export type UpdatePaymentMethodResponse = z.infer<typeof updatePaymentMethodResponseSchema>;

/** Stripe's invoice ids (`in_...`); anything else is no invoice of ours. */
export const invoiceIdSchema = textSchema()
  .max(255, { abort: true })
  .regex(/^in_[A-Za-z0-9_]+$/);

/**
 * POST /subscriptions/pay-invoice: an open invoice of the caller's, paid with the subscription's
 * card or, with `paymentMethodId`, a new one (which then becomes the subscription's card). Answered
 * like a first payment (the stages of docs/subscriptions-and-money.md#card-payment, 3-D Secure included);
 * `userStatus` is `pending` until the invoice is paid.
 */
export const payInvoiceRequestSchema = z.strictObject({
  invoiceId: invoiceIdSchema,
  paymentMethodId: paymentMethodIdSchema.optional(),
});
export type PayInvoiceRequest = z.infer<typeof payInvoiceRequestSchema>;
export const payInvoiceResponseSchema = z
  .object(paymentAnswerShape)
  .refine(actionHasSecret, ACTION_WITHOUT_SECRET);
export type PayInvoiceResponse = z.infer<typeof payInvoiceResponseSchema>;

/** POST /subscriptions/resume: a cancelled subscription that still runs goes on, on its own card. */
export const resumeSubscriptionResponseSchema = z.object({
  message: z.string().max(MESSAGE_MAX_LENGTH),
  nextRenewalDate: isoDateTimeSchema,
});
export type ResumeSubscriptionResponse = z.infer<typeof resumeSubscriptionResponseSchema>;
