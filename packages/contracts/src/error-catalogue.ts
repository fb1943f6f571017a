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
 * seat left, ...) is a 409. The 403s that leave her signed in are an admin's without two-factor
 * sign-in (`admin_needs_two_factor`, docs/admin.md#admin-two-factor): the site guides her to set it up,
 * and a member whose role in the practice does not allow the call (`role_not_permitted`,
 * docs/licences.md#roles): the site shows why.
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
  // docs/passkeys.md#admins: leaves her signed in, like admin_needs_two_factor, so she can add one.
  admin_needs_passkey: {
    status: 403,
    message: 'The administration opens only with a passkey.',
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
  // docs/licences.md#roles: the permission matrix (practice-roles.ts) refuses the caller's roles.
  role_not_permitted: {
    status: 403,
    message: 'Your role in the practice does not allow this. Ask its owner.',
  },
  last_owner: {
    status: 409,
    message: 'The practice needs its owner: hand the ownership to another member first.',
  },
  not_a_member: { status: 409, message: 'This person does not hold an accepted licence of the practice.' },
  ownership_offer_gone: { status: 409, message: 'This offer of ownership is no longer valid.' },
  license_in_use: {
    status: 409,
    message: 'This licence is in use: only an unused licence can be reassigned.',
  },
  // docs/sso.md#shared-domains: addresses of this domain belong to many unrelated people.
  shared_domain: {
    status: 409,
    message: 'Addresses of this domain are shared by many people: it cannot be claimed by a practice.',
  },
  domain_claimed: { status: 409, message: 'Another practice has already proven this domain.' },
  domain_not_proven: {
    status: 409,
    message: 'The DNS record was not found. A new record can take a while to appear: please try again later.',
  },
  sso_discovery_failed: {
    status: 400,
    message: "The provider's configuration could not be read at this issuer address.",
  },
  saml_metadata_invalid: {
    status: 400,
    message:
      "The provider's SAML metadata could not be read: a signing certificate and a sign-in address are needed.",
  },
  sso_connection_missing: { status: 409, message: 'Connect your identity provider first.' },
  sso_not_tested: {
    status: 409,
    message: 'Sign in through your identity provider once before requiring it.',
  },
  break_glass_needs_two_factor: {
    status: 409,
    message:
      "The practice's owner keeps her password for when the provider fails, and it needs two-factor sign-in: turn it on first.",
  },
  // docs/sso.md#sign-in: the provider's answer was refused (state, nonce, signature, audience, address).
  sso_sign_in_failed: {
    status: 400,
    message: 'The sign-in through your identity provider did not succeed. Please try again.',
  },
  // docs/sso.md#enforcement: the practice signs this address in through its identity provider.
  sso_required: {
    status: 409,
    message: 'Your practice signs you in through its identity provider.',
  },
  // docs/passkeys.md#sign-in: a passkey we do not know (removed since); the site tells the browser.
  passkey_unknown: {
    status: 400,
    message: 'This passkey is no longer valid for your account. Sign in another way.',
  },
  // docs/passkeys.md#sign-in and #counter: any other refusal of a signed answer or a new passkey.
  passkey_refused: {
    status: 400,
    message: 'This passkey could not be used. Please try again, or sign in another way.',
  },
  passkey_limit_reached: {
    status: 409,
    message: 'This account already has as many passkeys as it can keep.',
  },
  // docs/passkeys.md#policy and #admins: the last passkey of someone who must have one.
  passkey_required: {
    status: 409,
    message: 'A passkey is required for your account: add another before removing this one.',
  },
  // docs/passkeys.md#remove
  fresh_signin_required: {
    status: 409,
    message: 'For your safety, please sign in again to remove your last passkey.',
  },
  internal_error: { status: 500, message: 'An error occurred.' },
} as const satisfies Record<string, { status: number; message: string }>;
