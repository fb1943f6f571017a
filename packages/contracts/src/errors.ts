import { z } from './zod.js';

/**
 * Every failure of every call has one shape (packages/contracts/README.md#errors): `{ error: true,
 * message, code }`, with `issues` on `validation_failed`. The first specification showed failures
 * only as "error" and "message", and "exact error codes: not shown" (docs/calls.md#error-shape);
 * the site needs a stable code to pick its own translated text (docs/languages.md#error-codes), so
 * the code, not the message, is the contract.
 *
 * The statuses are chosen with docs/accounts.md#session-end in mind: the site signs the user out on any 401
 * or 403 of an authenticated call, so those two statuses are kept for a missing or invalid session and for
 * a non-admin on an admin call. A refusal that must leave the user signed in (not the owner, no
 * seat left, ...) is a 409. The one 403 that leaves her signed in is an admin's without two-factor
 * sign-in (`admin_needs_two_factor`, docs/admin.md#admin-two-factor): the site guides her to set it up.
 */
export const ERROR_CATALOGUE = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  unsupported_media_type: { status: 415, message: 'The request must be JSON.' },
  invalid_credentials: { status: 401, message: 'Invalid credentials.' },
  email_not_confirmed: { status: 403, message: 'Please confirm your e-mail address first.' },
  // docs/accounts.md#ownership: the link's own sign-up chose another password. Only the mailbox has
  // the link, so telling its holder this reveals nothing to a stranger.
  confirmation_for_other_signup: {
    status: 409,
    message: 'This confirmation link was sent for another sign-up of this address, with another password.',
  },
  unauthorized: { status: 401, message: 'Please sign in.' },
  forbidden: { status: 403, message: 'You are not allowed to do this.' },
  admin_needs_two_factor: {
    status: 403,
    message: 'The administration needs two-factor sign-in.',
  },
  not_found: { status: 404, message: 'Not found.' },
  invalid_or_expired_token: { status: 400, message: 'The link is invalid or expired.' },
  password_too_common: {
    status: 400,
    message: 'This password is one of the most common ones. Please choose another.',
  },
  sign_in_to_accept_invitation: {
    status: 409,
    message: 'This address already has an account. Please sign in to accept the licence.',
  },
  password_incorrect: { status: 400, message: 'The password is not correct.' },
  invalid_two_factor_code: { status: 400, message: 'The code is not correct or has expired.' },
  /** The same during the set-up, when there are no recovery codes yet (docs/accounts.md#two-factor-setup-code). */
  invalid_two_factor_setup_code: { status: 400, message: 'The code is not correct or has expired.' },
  two_factor_already_enabled: { status: 409, message: 'Two-factor sign-in is already on.' },
  two_factor_setup_missing: { status: 409, message: 'Please start the set-up of two-factor sign-in again.' },
  two_factor_required: {
    status: 409,
    message: 'The owner of your licence requires two-factor sign-in: it cannot be turned off.',
  },
  already_exists: { status: 409, message: 'This already exists.' },
  rate_limited: { status: 429, message: 'Too many attempts. Please try again later.' },
  no_active_subscription: { status: 409, message: 'There is no active subscription.' },
  already_subscribed: { status: 409, message: 'This subscription is already active.' },
  not_subscription_owner: { status: 409, message: 'Only the subscription owner can do this.' },
  no_seat_available: { status: 409, message: 'No licence is available.' },
  seats_scheduled_fewer: {
    status: 409,
    message: 'Fewer licences are scheduled from the end of the period, and those that remain are all in use.',
  },
  already_invited: { status: 409, message: 'This address already holds a licence.' },
  cannot_invite_self: { status: 409, message: 'You cannot invite yourself.' },
  invitations_await_payment: {
    status: 409,
    message: 'Colleagues can be invited to the licences paid for: invite more once the invoice is paid.',
  },
  own_plan_held: {
    status: 409,
    message:
      'You have a plan of your own: a licence of another subscription can be accepted once it has ended.',
  },
  seat_held_elsewhere: {
    status: 409,
    message: 'You already hold a licence of another subscription. Ask its holder to remove it first.',
  },
  license_not_removable: { status: 409, message: 'This licence cannot be removed.' },
  seats_below_in_use: { status: 409, message: 'The number of licences cannot be below those in use.' },
  billing_info_required: { status: 409, message: 'Please enter your billing information first.' },
  invoice_payment_unavailable: { status: 409, message: 'Payment on invoice is not offered.' },
  card_declined: { status: 402, message: 'Card declined. Please try again.' },
  payment_failed: { status: 402, message: 'Payment failed, please try again.' },
  purchase_in_progress: {
    status: 409,
    message: 'Another payment of this account is under way. Please wait until it has finished.',
  },
  license_held_elsewhere: {
    status: 409,
    message:
      'You hold a licence of another subscription. Ask its holder to remove it before buying your own plan.',
  },
  change_needs_payment: { status: 409, message: 'This change is charged now: pay for it by card.' },
  unpaid_invoice: {
    status: 409,
    message: 'An invoice of your account is unpaid. You can order on invoice again once it is paid.',
  },
  deletion_pending: {
    status: 409,
    message:
      'Your account is to be deleted: nothing can be bought meanwhile. Keep your account first (account page).',
  },
  change_at_period_end: {
    status: 409,
    message: 'This change takes effect at the end of the billing period; nothing is charged now.',
  },
  invoice_not_payable: {
    status: 409,
    message: 'This invoice cannot be paid: it is already paid, voided or no longer due.',
  },
  invoice_not_open: {
    status: 409,
    message: 'This invoice is no longer open: it is already paid or voided.',
  },
  card_not_confirmed: {
    status: 409,
    message: 'The card was not confirmed with your bank. Please enter it again.',
  },
  // docs/subscriptions-and-money.md#changes: a change charged to the card on file needs one.
  no_saved_card: { status: 409, message: 'There is no card on file: please enter a card.' },
  subscription_not_cancelled: { status: 409, message: 'This subscription is not cancelled.' },
  payment_provider_unavailable: {
    status: 503,
    message: 'Payments are unavailable at the moment. Please try again later.',
  },
  mail_unavailable: {
    status: 503,
    message: 'E-mail cannot be sent at the moment. Please try again later.',
  },
  service_unavailable: { status: 503, message: 'The service is unavailable. Please try again later.' },
  // docs/desktop-app.md#app-errors: the Windows app's calls.
  // A 409, not a 403: the app stays signed in, as the licence may come back.
  app_no_licence: {
    status: 409,
    message: 'Your account has no licence for the dictation app at the moment.',
  },
  app_device_limit: {
    status: 409,
    message: 'Your licence is in use on as many devices as it allows: end one of them first.',
  },
  app_code_unknown: { status: 400, message: 'This code is wrong or was already used.' }, // docs/desktop-app.md#device-code
  app_device_code_off: { status: 409, message: 'Signing in the app with a code is off for your practice.' },
  usage_implausible: {
    status: 400,
    message:
      'The usage reported is not plausible (negative, in the future, longer than the time elapsed or over 24 hours a day).',
  },
  internal_error: { status: 500, message: 'An error occurred.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(ERROR_CODES);

/** The HTTP status that goes with each code; the API answers with it, the mocks copy it. */
export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/**
 * Per-field reasons of a `validation_failed`, in a vocabulary of our own so that the site can
 * translate them (the texts of docs/accounts.md#sign-up-checks) without knowing which validation library the
 * API uses.
 */
export const FIELD_ISSUE_CODES = [
  'required',
  'invalid_type',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_format',
  // docs/calls.md#text-fields
  'control_character',
  'invalid_value',
  'mismatch',
  'unrecognized_key',
] as const;
export const fieldIssueCodeSchema = z.enum(FIELD_ISSUE_CODES);
export type FieldIssueCode = z.infer<typeof fieldIssueCodeSchema>;

/** Caps keep an error body small whatever the request held. */
export const MAX_FIELD_ISSUES = 50;
const MAX_PATH_DEPTH = 8;
const MAX_PATH_SEGMENT_LENGTH = 100;
const ERROR_MESSAGE_MAX_LENGTH = 1000;

export const fieldIssueSchema = z.object({
  /** Where in the request, e.g. `['billingInfo', 'postalCode']`; `[]` for the whole body. */
  path: z.array(z.union([z.string().max(MAX_PATH_SEGMENT_LENGTH), z.number().int()])).max(MAX_PATH_DEPTH),
  code: fieldIssueCodeSchema,
  message: z.string().max(ERROR_MESSAGE_MAX_LENGTH),
  /**
   * The bound that was missed (minimum length, maximum count...), for messages such as those of
   * docs/accounts.md#sign-up-checks.
   */
  limit: z.number().optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const apiErrorSchema = z.object({
  error: z.literal(true),
  code: errorCodeSchema,
  message: z.string().max(ERROR_MESSAGE_MAX_LENGTH),
  issues: z.array(fieldIssueSchema).max(MAX_FIELD_ISSUES).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Builds an error body; the message defaults to the catalogue's English text. */
export function apiError(
  code: ErrorCode,
  options: { message?: string; issues?: readonly FieldIssue[] } = {},
): ApiError {
  const body: ApiError = { error: true, code, message: options.message ?? ERROR_CATALOGUE[code].message };
  if (options.issues !== undefined) body.issues = options.issues.slice(0, MAX_FIELD_ISSUES);
  return body;
}

/** For a client: is this response body our error shape (and not, say, a proxy's HTML page)? */
export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success;
}

/** Custom checks (passwords that differ) name their field code in `params.code`. */
function customCode(params: Record<string, unknown> | undefined): FieldIssueCode {
  const code = fieldIssueCodeSchema.safeParse(params?.code);
  return code.success ? code.data : 'invalid_value';
}

function toPath(path: readonly PropertyKey[]): FieldIssue['path'] {
  return path
    .slice(0, MAX_PATH_DEPTH)
    .map((segment) =>
      typeof segment === 'number' ? segment : String(segment).slice(0, MAX_PATH_SEGMENT_LENGTH),
    );
}

/**
 * Whether the value at `path` of the request is absent, which the site words as "required"
 * (docs/accounts.md#sign-up-checks).
 */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  let value: unknown = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value === undefined;
}

function fromZodIssue(issue: z.core.$ZodIssue, input: unknown): FieldIssue[] {
  const path = toPath(issue.path);
  const message = issue.message.slice(0, ERROR_MESSAGE_MAX_LENGTH);
  // A missing key fails as a wrong type or a wrong option, but the user's problem is that it is missing.
  const typeOrOption =
    issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union';
  if (typeOrOption && isMissing(input, issue.path)) return [{ path, code: 'required', message }];
  switch (issue.code) {
    case 'invalid_type':
      return [{ path, code: 'invalid_type', message }];
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string') {
        return [{ path, code: limit <= 1 ? 'required' : 'too_short', message, limit }];
      }
      return [{ path, code: 'too_small', message, limit }];
    }
    case 'too_big': {
      const limit = Number(issue.maximum);
      return [{ path, code: issue.origin === 'string' ? 'too_long' : 'too_big', message, limit }];
    }
    case 'invalid_format':
      return [{ path, code: 'invalid_format', message }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        path: toPath([...issue.path, key]),
        code: 'unrecognized_key' as const,
        message,
      }));
    case 'custom':
      return [{ path, code: customCode(issue.params), message }];
    default:
      return [{ path, code: 'invalid_value', message }];
  }
}

/**
 * Turns a zod failure into the `issues` of a `validation_failed` body (capped). `input` is what
 * was parsed: zod 4 keeps inputs off its issues, and a missing field is told from a wrong one by
 * looking there.
 */
export function fieldIssuesFromZod(error: z.ZodError, input: unknown): FieldIssue[] {
  return error.issues.flatMap((issue) => fromZodIssue(issue, input)).slice(0, MAX_FIELD_ISSUES);
}

/** The whole `validation_failed` body for a zod failure: what the API answers on a bad request. */
export function validationError(error: z.ZodError, input: unknown): ApiError {
  return apiError('validation_failed', { issues: fieldIssuesFromZod(error, input) });
}
