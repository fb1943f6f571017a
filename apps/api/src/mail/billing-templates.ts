import type { Language } from '@app/contracts';
import { formatChf, formatLongDate, formatMonthYear, type MessageId } from '@app/i18n';
import { z } from 'zod';

/**
 * The mails about money (docs/subscriptions-and-money.md#billing-notices), each in the recipient's
 * language (src/billing/ writes them): a payment received (with our PDF of the invoice attached), a
 * renewal that failed or needs 3-D Secure (with a link to the account page's banner), a card about
 * to expire, a cancellation (with the day access ends), a change of seats, a subscription that
 * ended (cancelled, or unpaid), a colleague's seat released with it, the reminder before an annual
 * renewal, and the reminder of an invoice paid by transfer that is overdue
 * (docs/subscriptions-and-money.md#overdue-invoices, with the invoice and its QR-bill attached).
 */
export const BILLING_MAIL_TEMPLATES = [
  'billing_payment_received',
  'billing_payment_failed',
  'billing_action_required',
  'billing_card_expiring',
  'billing_cancellation_confirmed',
  'billing_seats_changed',
  'billing_subscription_ended',
  'billing_subscription_ended_unpaid',
  'billing_subscription_ended_invoice_unpaid',
  'billing_seat_released',
  'billing_renewal_reminder',
  'billing_invoice_reminder',
] as const;
export type BillingMailTemplate = (typeof BILLING_MAIL_TEMPLATES)[number];

type Messages = Record<'subject' | 'greeting' | 'body' | 'action' | 'ignore', { id: MessageId }> & {
  secondary?: { id: MessageId };
};

/** Named like react-intl's helper so `formatjs extract` finds these ids (see templates.ts). */
function defineMessages<Key extends string>(descriptors: Record<Key, { id: MessageId }>) {
  return descriptors;
}

/** Why the recipient gets a billing mail, shared by all of them. */
const REASON = { id: 'email.billingCommon.reason' } as const satisfies { id: MessageId };
const GREETING = { id: 'email.billingCommon.greeting' } as const satisfies { id: MessageId };
const TO_ACCOUNT = { id: 'email.billingCommon.toAccount' } as const satisfies { id: MessageId };

export const BILLING_TEMPLATE_MESSAGES: Record<BillingMailTemplate, Messages> = {
  billing_payment_received: defineMessages({
    subject: { id: 'email.billingPaymentReceived.subject' },
    greeting: GREETING,
    body: { id: 'email.billingPaymentReceived.body' },
    action: TO_ACCOUNT,
    ignore: REASON,
  }),
  billing_payment_failed: defineMessages({
    subject: { id: 'email.billingPaymentFailed.subject' },
    greeting: GREETING,
    body: { id: 'email.billingPaymentFailed.body' },
    action: { id: 'email.billingPaymentFailed.action' },
    ignore: REASON,
  }),
  billing_action_required: defineMessages({
    subject: { id: 'email.billingActionRequired.subject' },
    greeting: GREETING,
    body: { id: 'email.billingActionRequired.body' },
    action: { id: 'email.billingActionRequired.action' },
    ignore: REASON,
  }),
  billing_card_expiring: defineMessages({
    subject: { id: 'email.billingCardExpiring.subject' },
    greeting: GREETING,
    body: { id: 'email.billingCardExpiring.body' },
    action: { id: 'email.billingCardExpiring.action' },
    ignore: REASON,
  }),
  billing_cancellation_confirmed: defineMessages({
    subject: { id: 'email.billingCancellationConfirmed.subject' },
    greeting: GREETING,
    body: { id: 'email.billingCancellationConfirmed.body' },
    action: TO_ACCOUNT,
    ignore: REASON,
  }),
  billing_seats_changed: defineMessages({
    subject: { id: 'email.billingSeatsChanged.subject' },
    greeting: GREETING,
    body: { id: 'email.billingSeatsChanged.body' },
    action: TO_ACCOUNT,
    ignore: REASON,
  }),
  billing_subscription_ended: defineMessages({
    subject: { id: 'email.billingSubscriptionEnded.subject' },
    greeting: GREETING,
    body: { id: 'email.billingSubscriptionEnded.body' },
    action: { id: 'email.billingSubscriptionEnded.action' },
    ignore: REASON,
  }),
  billing_subscription_ended_unpaid: defineMessages({
    subject: { id: 'email.billingSubscriptionEndedUnpaid.subject' },
    greeting: GREETING,
    body: { id: 'email.billingSubscriptionEndedUnpaid.body' },
    action: { id: 'email.billingSubscriptionEnded.action' },
    ignore: REASON,
  }),
  // docs/subscriptions-and-money.md#overdue-invoices: ended by us after the reminder of an invoice
  // paid by transfer; no card was tried.
  billing_subscription_ended_invoice_unpaid: defineMessages({
    subject: { id: 'email.billingSubscriptionEndedInvoiceUnpaid.subject' },
    greeting: GREETING,
    body: { id: 'email.billingSubscriptionEndedInvoiceUnpaid.body' },
    action: { id: 'email.billingSubscriptionEnded.action' },
    ignore: REASON,
  }),
  billing_seat_released: defineMessages({
    subject: { id: 'email.billingSeatReleased.subject' },
    greeting: GREETING,
    body: { id: 'email.billingSeatReleased.body' },
    action: { id: 'email.billingSeatReleased.action' },
    ignore: { id: 'email.billingSeatReleased.reason' },
  }),
  billing_renewal_reminder: defineMessages({
    subject: { id: 'email.billingRenewalReminder.subject' },
    greeting: GREETING,
    body: { id: 'email.billingRenewalReminder.body' },
    action: TO_ACCOUNT,
    ignore: REASON,
  }),
  billing_invoice_reminder: defineMessages({
    subject: { id: 'email.billingInvoiceReminder.subject' },
    greeting: GREETING,
    body: { id: 'email.billingInvoiceReminder.body' },
    action: TO_ACCOUNT,
    ignore: REASON,
  }),
};

const link = z.url({ protocol: /^https?$/ });
const cents = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);
const isoDate = z.iso.datetime({ offset: true });
// Optional: a mail recorded before mails attached the PDF
// (docs/subscriptions-and-money.md#invoices) names no invoice, and goes without.
const invoiceId = z
  .string()
  .regex(/^in_[A-Za-z0-9]{1,250}$/)
  .optional();

export interface BillingMailParams {
  link: string;
  secondaryLink?: string;
  /** The owner who held the subscription (a colleague's mail says whose seat it was). */
  inviter?: string;
  amount?: number;
  date?: string;
  seats?: number;
  last4?: string;
  expiry?: string;
  /** The invoice's number, as it is printed on it. */
  invoiceNumber?: string;
  /** The day the subscription ends if the invoice is still unpaid. */
  endsOn?: string;
  /**
   * Stripe's id of the invoice the mail is about: the outbox worker attaches our PDF of it,
   * rendered when the mail is sent (the outbox keeps no documents).
   */
  invoiceId?: string;
}

/** Typed per template, as TEMPLATE_PARAMS (templates.ts) is. */
export const BILLING_TEMPLATE_PARAMS = {
  billing_payment_received: z.object({ link, amount: cents, date: isoDate, invoiceId }),
  billing_payment_failed: z.object({ link, amount: cents }),
  billing_action_required: z.object({ link, amount: cents }),
  billing_card_expiring: z.object({
    link,
    last4: z.string().regex(/^\d{4}$/),
    expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{4}$/),
  }),
  billing_cancellation_confirmed: z.object({ link, date: isoDate }),
  billing_seats_changed: z.object({
    link,
    seats: z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number),
  }),
  billing_subscription_ended: z.object({ link }),
  billing_subscription_ended_unpaid: z.object({ link }),
  billing_subscription_ended_invoice_unpaid: z.object({ link }),
  // docs/accounts.md#our-words: the owner is named by her (confirmed) address, never by a text she chose.
  billing_seat_released: z.object({ link, inviter: z.email().max(254) }),
  billing_renewal_reminder: z.object({ link, amount: cents, date: isoDate }),
  billing_invoice_reminder: z.object({
    link,
    amount: cents,
    date: isoDate,
    endsOn: isoDate,
    // Stripe's numbering: a prefix of capitals and digits, a dash, a sequence; it is in the subject.
    invoiceNumber: z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,63}$/),
    invoiceId,
  }),
} satisfies Record<BillingMailTemplate, z.ZodType<BillingMailParams>>;

/** A card's "MM/YYYY" as the month's name ("décembre 2026"), as the account page writes it. */
function cardExpiry(expiry: string, language: Language): string {
  const [month, year] = expiry.split('/').map(Number);
  return formatMonthYear(month ?? 0, year ?? 0, language);
}

/** The words' arguments of a billing mail, formatted in its language (CHF, dates; render.ts formats `date`). */
export function billingValues(params: BillingMailParams, language: Language) {
  return {
    amount: params.amount === undefined ? '' : formatChf(params.amount, language),
    seats: params.seats ?? 0,
    last4: params.last4 ?? '',
    expiry: params.expiry ? cardExpiry(params.expiry, language) : '',
    invoiceNumber: params.invoiceNumber ?? '',
    endsOn: params.endsOn ? formatLongDate(params.endsOn, language) : '',
  };
}
