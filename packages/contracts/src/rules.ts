import { LICENSE_ADJUSTMENT_MINIMUM_USERS, MAXIMUM_USERS, MINIMUM_USERS } from '@app/pricing';
import { textSchema } from './text.js';
import { z } from './zod.js';

/**
 * The validation rules that belong to the data (docs/limits.md#input-bounds), written once for the site's
 * forms and the API's request schemas. Every string is bounded, and the bound is checked first and aborts,
 * so a huge payload is rejected before any pattern runs over it.
 */

/** RFC 5321 limits a forward path to 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The first specification's "Invitations are by e-mail address; format rules not shown"
 * (docs/licences.md#invite): we require a real address (zod's pattern: dotted local part, domain with a TLD)
 * and compare addresses lower-cased, so `Anna@Clinic.ch` and `anna@clinic.ch` are one account. The output is
 * trimmed and lower-cased.
 */
export const emailSchema = textSchema()
  .trim()
  .min(1)
  .max(EMAIL_MAX_LENGTH, { abort: true })
  .toLowerCase()
  .check(z.email());

/**
 * An address as the API hands it back (licences, admin user list). It was checked by
 * `emailSchema` on its way in; here it is only bounded, so one odd stored row cannot make a whole
 * list unreadable.
 */
export const storedEmailSchema = z.string().min(1).max(EMAIL_MAX_LENGTH);

/** docs/accounts.md#passwords: "Minimum password length 6". */
export const PASSWORD_MIN_LENGTH = 6;
/**
 * ASVS 5.0 6.2.4: a new password from the list of the most common breached passwords is refused
 * (`password_too_common`). The list itself is `@app/contracts/common-passwords`, kept off the site's
 * pages; the forms state the rule with this number and learn of a refusal from the API.
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * How long a mailed sign-in link works (docs/accounts.md#sign-in-link): the API's lifetime and the
 * site's words.
 */
export const SIGNIN_LINK_VALID_MINUTES = 15;
/** Not in the spec: an upper bound so that nobody can make the server hash megabytes (argon2id). */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * A new password (sign-up, reset, create). Not trimmed: spaces are legitimate password characters
 * and a silent change would lock the user out. The first specification showed no strength rule
 * (docs/accounts.md#passwords); the one rule added (the most common passwords, COMMON_PASSWORDS_REFUSED
 * below) needs a list the site must not ship, so the API checks it, not this schema.
 */
export const passwordSchema = textSchema().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/**
 * The password typed at sign-in (docs/accounts.md#sign-in-checks: only "required"). No minimum beyond one
 * character, so that a short guess is answered `invalid_credentials` like any other wrong password.
 */
export const signinPasswordSchema = textSchema().min(1).max(PASSWORD_MAX_LENGTH);

export const PHRASE_MAX_LENGTH = 500;

/**
 * "Blacklist add requires a non-blank phrase" (docs/admin.md#blacklist-phrase); stored trimmed so duplicates
 * are found.
 */
export const phraseSchema = textSchema().trim().min(1).max(PHRASE_MAX_LENGTH);

/**
 * Our tokens (session, reset, confirmation, invitation, subscription) are random bytes in
 * base64url (docs/accounts.md#sessions); 32 bytes make 43 characters. The bounds leave room for a
 * longer format without letting junk through, and the charset keeps them safe in a URL path.
 */
export const TOKEN_MIN_LENGTH = 16;
export const TOKEN_MAX_LENGTH = 256;
export const tokenSchema = textSchema()
  .min(TOKEN_MIN_LENGTH)
  .max(TOKEN_MAX_LENGTH, { abort: true })
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * A user count as sent on the wire: a whole number from the smallest plan minimum to the ceiling.
 * The site normalises what the user typed first (`normalizeUserCount`,
 * docs/subscriptions-and-money.md#seat-minimum "non-numeric input becomes the minimum"); the API refuses
 * anything else. The per-plan minimum is checked on the order as a whole (`orderSchema`), where the plan is
 * known.
 */
export const userCountSchema = z
  .number()
  .int()
  .min(Math.min(...Object.values(MINIMUM_USERS)))
  .max(MAXIMUM_USERS);

/**
 * "Licence adjustment minimum 2" (docs/licences.md#license-adjustment); never below the seats in use either
 * (API, docs/licences.md#seats).
 */
export const newLicenseCountSchema = z
  .number()
  .int()
  .min(LICENSE_ADJUSTMENT_MINIMUM_USERS)
  .max(MAXIMUM_USERS);

/**
 * The billing details (docs/subscriptions-and-money.md#billing-info), "all five fields required". Customers
 * are in Switzerland but the address is only printed on invoices, so the postal code stays permissive
 * (non-blank, short) rather than enforcing four Swiss digits and refusing a cross-border practice.
 */
export const BILLING_INFO_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  address: 200,
  postalCode: 16,
  city: 100,
} as const;

const billingField = (max: number) => textSchema().trim().min(1).max(max);

export const billingInfoSchema = z.strictObject({
  firstName: billingField(BILLING_INFO_MAX_LENGTH.firstName),
  lastName: billingField(BILLING_INFO_MAX_LENGTH.lastName),
  address: billingField(BILLING_INFO_MAX_LENGTH.address),
  postalCode: billingField(BILLING_INFO_MAX_LENGTH.postalCode),
  city: billingField(BILLING_INFO_MAX_LENGTH.city),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;
