import type { MessageId } from '@app/i18n';
import { z } from 'zod';
import {
  BILLING_MAIL_TEMPLATES,
  BILLING_TEMPLATE_MESSAGES,
  BILLING_TEMPLATE_PARAMS,
  type BillingMailParams,
} from './billing-templates.js';
import { nameBesideAddress } from './person-in-mail.js';

/**
 * Every mail the API sends, with its words (catalogue ids) and the params its outbox row must
 * hold. A template may add a second link under its action (`secondary`, with `secondaryLink`).
 */
export const MAIL_TEMPLATES = [
  'email_confirmation',
  'password_reset',
  'invitation',
  'invitation_existing_account',
  'account_exists',
  'signin_link',
  'new_signin',
  'trial_reminder',
  'account_deletion',
  'seat_ended',
  'ownership_offer',
  'passkey_added',
  ...BILLING_MAIL_TEMPLATES,
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export type TemplateMessages = Record<
  'subject' | 'greeting' | 'body' | 'action' | 'ignore',
  { id: MessageId }
> & {
  secondary?: { id: MessageId };
};

/**
 * Named like react-intl's helper so `formatjs extract` reads these ids and the i18n package's
 * check finds them in every catalogue; typed so a misspelt id does not compile either.
 */
function defineMessages<Key extends string>(descriptors: Record<Key, { id: MessageId }>) {
  return descriptors;
}

export const TEMPLATE_MESSAGES: Record<MailTemplate, TemplateMessages> = {
  email_confirmation: defineMessages({
    subject: { id: 'email.confirmation.subject' },
    greeting: { id: 'email.confirmation.greeting' },
    body: { id: 'email.confirmation.body' },
    action: { id: 'email.confirmation.action' },
    ignore: { id: 'email.confirmation.ignore' },
  }),
  password_reset: defineMessages({
    subject: { id: 'email.passwordReset.subject' },
    greeting: { id: 'email.passwordReset.greeting' },
    body: { id: 'email.passwordReset.body' },
    action: { id: 'email.passwordReset.action' },
    ignore: { id: 'email.passwordReset.ignore' },
  }),
  invitation: defineMessages({
    subject: { id: 'email.invitation.subject' },
    greeting: { id: 'email.invitation.greeting' },
    body: { id: 'email.invitation.body' },
    action: { id: 'email.invitation.action' },
    ignore: { id: 'email.invitation.ignore' },
  }),
  invitation_existing_account: defineMessages({
    subject: { id: 'email.invitation.subject' },
    greeting: { id: 'email.invitation.greeting' },
    body: { id: 'email.invitationExistingAccount.body' },
    action: { id: 'email.invitationExistingAccount.action' },
    ignore: { id: 'email.invitation.ignore' },
  }),
  account_exists: defineMessages({
    subject: { id: 'email.accountExists.subject' },
    greeting: { id: 'email.accountExists.greeting' },
    body: { id: 'email.accountExists.body' },
    action: { id: 'email.accountExists.action' },
    secondary: { id: 'email.accountExists.secondary' },
    ignore: { id: 'email.accountExists.ignore' },
  }),
  signin_link: defineMessages({
    subject: { id: 'email.signinLink.subject' },
    greeting: { id: 'email.signinLink.greeting' },
    body: { id: 'email.signinLink.body' },
    action: { id: 'email.signinLink.action' },
    ignore: { id: 'email.signinLink.ignore' },
  }),
  new_signin: defineMessages({
    subject: { id: 'email.newSignin.subject' },
    greeting: { id: 'email.newSignin.greeting' },
    body: { id: 'email.newSignin.body' },
    action: { id: 'email.newSignin.action' },
    ignore: { id: 'email.newSignin.ignore' },
  }),
  trial_reminder: defineMessages({
    subject: { id: 'email.trialReminder.subject' },
    greeting: { id: 'email.trialReminder.greeting' },
    body: { id: 'email.trialReminder.body' },
    action: { id: 'email.trialReminder.action' },
    ignore: { id: 'email.trialReminder.ignore' },
  }),
  account_deletion: defineMessages({
    subject: { id: 'email.accountDeletion.subject' },
    greeting: { id: 'email.accountDeletion.greeting' },
    body: { id: 'email.accountDeletion.body' },
    action: { id: 'email.accountDeletion.action' },
    ignore: { id: 'email.accountDeletion.ignore' },
  }),
  seat_ended: defineMessages({
    subject: { id: 'email.seatEnded.subject' },
    greeting: { id: 'email.seatEnded.greeting' },
    body: { id: 'email.seatEnded.body' },
    action: { id: 'email.seatEnded.action' },
    ignore: { id: 'email.seatEnded.ignore' },
  }),
  // docs/licences.md#ownership-transfer: the owner's name and address beside each other, as an invitation's.
  ownership_offer: defineMessages({
    subject: { id: 'email.ownershipOffer.subject' },
    greeting: { id: 'email.invitation.greeting' },
    body: { id: 'email.ownershipOffer.body' },
    action: { id: 'email.ownershipOffer.action' },
    ignore: { id: 'email.ownershipOffer.ignore' },
  }),
  // docs/passkeys.md#register: the browser it was added from, and the way to remove it.
  passkey_added: defineMessages({
    subject: { id: 'email.passkeyAdded.subject' },
    greeting: { id: 'email.passkeyAdded.greeting' },
    body: { id: 'email.passkeyAdded.body' },
    action: { id: 'email.passkeyAdded.action' },
    ignore: { id: 'email.passkeyAdded.ignore' },
  }),
  ...BILLING_TEMPLATE_MESSAGES,
};

// Only web links: a `javascript:` or `data:` href must never reach a mail client.
const link = z.url({ protocol: /^https?$/ });
const text = (max: number) => z.string().trim().min(1).max(max);

export interface MailParams extends BillingMailParams {
  link: string;
  secondaryLink?: string;
  inviter?: string;
  /** The inviter's name, apart from her address (docs/licences.md#invitation-mail); null without one. */
  inviterName?: string | null;
  failures?: number;
  /** The User-Agent of a new browser: the mail names the browser and system parsed from it. */
  agent?: string;
  /** The same, as rows written before `agent` hold it. */
  browser?: string;
  /** The network address a sign-in came from. */
  address?: string;
  /** How a new browser's sign-in was made, when the mail says it (docs/accounts.md#new-browser-mail). */
  method?: 'passkey';
  /** Days left of the trial (trial_reminder). */
  days?: number;
  /** An ISO date the text states as a long date in the mail's language (the trial's end, the deletion's day). */
  date?: string;
}

/**
 * docs/licences.md#invitation-mail: the inviter's address (the one she signs in with) and her
 * name from the billing details (2 × 100, or none), apart; `{inviter}` is then the two together,
 * the name made unlinkable.
 */
const inviterParams = z
  .object({
    link,
    inviter: z
      .string()
      .max(254)
      .regex(/^[^\s()<>@]+@[^\s()<>@]+$/),
    inviterName: text(201).nullable().optional(),
  })
  .transform(({ inviterName, ...params }) => ({
    ...params,
    inviter: nameBesideAddress(inviterName, params.inviter),
  }));

const count = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/**
 * What each template's outbox row must hold. Typed per template (`satisfies`, not a wider
 * annotation), so `MailParamsOf` gives each its own parameters and a wrong or missing one fails
 * `tsc` where the mail is enqueued; the worker checks a stored row again (docs/limits.md#mail-given-up).
 */
export const TEMPLATE_PARAMS = {
  email_confirmation: z.object({ link }),
  password_reset: z.object({ link }),
  invitation: inviterParams,
  invitation_existing_account: inviterParams,
  account_exists: z.object({ link, secondaryLink: link }),
  signin_link: z.object({ link, failures: count }),
  // docs/accounts.md#browser-names: the agent is parsed, never printed; the address is an IP.
  new_signin: z.object({
    link,
    agent: text(300).optional(),
    browser: text(300).optional(),
    address: z.union([z.ipv4(), z.ipv6()]),
    method: z.literal('passkey').optional(),
  }),
  trial_reminder: z.object({ link, days: count, date: z.iso.datetime() }),
  account_deletion: z.object({ link, date: z.iso.datetime() }),
  // docs/accounts.md#our-words: the owner who closed her account, by her address.
  seat_ended: z.object({ link, inviter: z.email().max(254) }),
  ownership_offer: inviterParams,
  // docs/accounts.md#our-words: the browser named as parsed, never the agent's text.
  passkey_added: z.object({ link, agent: text(300).optional() }),
  ...BILLING_TEMPLATE_PARAMS,
} satisfies Record<MailTemplate, z.ZodType<MailParams>>;

/** The parameters enqueueMail takes for a template: its schema's input (strings: the row is JSON). */
export type MailParamsOf<Template extends MailTemplate> = z.input<(typeof TEMPLATE_PARAMS)[Template]>;

export function isMailTemplate(value: string): value is MailTemplate {
  return Object.hasOwn(TEMPLATE_MESSAGES, value);
}
