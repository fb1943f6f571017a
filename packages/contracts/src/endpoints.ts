import type { z } from 'zod';
import {
  accountSettingsResponseSchema,
  colleaguesTwoFactorRequestSchema,
  colleaguesTwoFactorResponseSchema,
  confirmTwoFactorRequestSchema,
  confirmTwoFactorResponseSchema,
  DATA_EXPORT_MEDIA_TYPE,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  disableTwoFactorRequestSchema,
  disableTwoFactorResponseSchema,
  keepAccountResponseSchema,
  listSessionsResponseSchema,
  revokeOtherSessionsResponseSchema,
  revokeSessionRequestSchema,
  revokeSessionResponseSchema,
  signinTwoFactorRequestSchema,
  signinTwoFactorSetupConfirmRequestSchema,
  signinTwoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
} from './account-security.js';
import {
  adminAccessResponseSchema,
  blacklistPhraseRequestSchema,
  blacklistPhraseResponseSchema,
  getBlacklistResponseSchema,
  listUsersResponseSchema,
} from './admin.js';
import {
  appDeviceCodeSwitchRequestSchema,
  appDeviceCodeSwitchResponseSchema,
  appSignInAnswerResponseSchema,
  appSignInParamsSchema,
  appSignInResponseSchema,
  enterAppDeviceCodeRequestSchema,
  enterAppDeviceCodeResponseSchema,
} from './app-auth.js';
import {
  AUDIT_CSV_MEDIA_TYPE,
  AUDIT_JSON_MEDIA_TYPE,
  type AuditKind,
  auditExportQuerySchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  auditVerifyResponseSchema,
} from './audit-log.js';
import {
  checkInvitationRequestSchema,
  checkInvitationResponseSchema,
  checkResetTokenRequestSchema,
  checkResetTokenResponseSchema,
  confirmEmailQuerySchema,
  createPasswordRequestSchema,
  createPasswordResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  resendConfirmationRequestSchema,
  resendConfirmationResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signinLinkRequestSchema,
  signinLinkResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  signinTokenResponseSchema,
  signinTwoFactorResponseSchema,
  signinTwoFactorSetupConfirmResponseSchema,
  signinWithLinkRequestSchema,
  signinWithLinkResponseSchema,
  signoutResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
} from './authentication.js';
import {
  billingInfoResponseSchema,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
  resumeSubscriptionResponseSchema,
  setupPaymentMethodResponseSchema,
  updatePaymentMethodRequestSchema,
  updatePaymentMethodResponseSchema,
} from './billing.js';
import { siteConfigResponseSchema } from './configuration.js';
import {
  appBlacklistQuerySchema,
  appBlacklistResponseSchema,
  appEntitlementResponseSchema,
  appUsageRequestSchema,
  appUsageResponseSchema,
} from './desktop-app.js';
import type { ErrorCode } from './errors.js';
import { listGivenUpMailsResponseSchema } from './given-up-mails.js';
import { healthResponseSchema } from './health.js';
import { INVOICE_PDF_MEDIA_TYPE, invoicePdfParamsSchema } from './invoice-documents.js';
import {
  dissociateRequestSchema,
  dissociateResponseSchema,
  invitationAnswerRequestSchema,
  invitationAnswerResponseSchema,
  reassignLicenseRequestSchema,
  reassignLicenseResponseSchema,
  sendInvitationRequestSchema,
  sendInvitationResponseSchema,
  updateLicensesRequestSchema,
  updateLicensesResponseSchema,
} from './licenses.js';
import {
  approveInvoiceOrderRequestSchema,
  approveInvoiceOrderResponseSchema,
  listOpenInvoicesResponseSchema,
  markInvoicePaidRequestSchema,
  markInvoicePaidResponseSchema,
} from './open-invoices.js';
import {
  addPasskeyRequestSchema,
  addPasskeyResponseSchema,
  listPasskeysResponseSchema,
  passkeyCreationOptionsResponseSchema,
  passkeySigninOptionsRequestSchema,
  passkeySigninOptionsResponseSchema,
  passkeySigninRequestSchema,
  practicePasskeysRequestSchema,
  practicePasskeysResponseSchema,
  removePasskeyRequestSchema,
  removePasskeyResponseSchema,
  renamePasskeyRequestSchema,
  renamePasskeyResponseSchema,
  signinPasskeySetupOptionsRequestSchema,
  signinPasskeySetupRequestSchema,
} from './passkeys.js';
import {
  answerOwnershipRequestSchema,
  answerOwnershipResponseSchema,
  offerOwnershipRequestSchema,
  offerOwnershipResponseSchema,
  type PracticeAction,
  practiceResponseSchema,
  setMemberRolesRequestSchema,
  setMemberRolesResponseSchema,
} from './practice-roles.js';
import {
  completeSsoSignInRequestSchema,
  saveOidcConnectionRequestSchema,
  saveSamlConnectionRequestSchema,
  scimTokenResponseSchema,
  setSsoEnforcementRequestSchema,
  ssoDiscoverRequestSchema,
  ssoDiscoverResponseSchema,
  ssoDomainRequestSchema,
  ssoMessageResponseSchema,
  ssoRedirectResponseSchema,
  ssoSettingsResponseSchema,
  ssoStartQuerySchema,
} from './sso.js';
import {
  previewChangeRequestSchema,
  previewChangeResponseSchema,
  scheduleChangeRequestSchema,
  scheduleChangeResponseSchema,
} from './subscription-changes.js';
import {
  createSubscriptionCreditCardRequestSchema,
  createSubscriptionCreditCardResponseSchema,
  createSubscriptionInvoiceRequestSchema,
  createSubscriptionInvoiceResponseSchema,
  saveBillingInfoRequestSchema,
  saveBillingInfoResponseSchema,
  subscriptionInfoResponseSchema,
  unsubscribeResponseSchema,
} from './subscriptions.js';
import {
  deleteTrackingStatRequestSchema,
  deleteTrackingStatResponseSchema,
  trackingClickQuerySchema,
  trackingStatsResponseSchema,
} from './tracking.js';
import { usersMeResponseSchema } from './users.js';

/** docs/calls.md#backend-base: the site's `{backend}` by default; every path below is under it. */
export const API_BASE_PATH = '/api';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call: anyone, a signed-in user (bearer token, docs/calls.md#bearer), a signed-in admin
 * (docs/admin.md#admin-access, enforced on the server), or the Windows app with its own access token
 * (docs/desktop-app.md#app-calls): a browser session's token is not an app token, nor the reverse.
 */
export type EndpointAuth = 'none' | 'user' | 'admin' | 'app';

/** A row of docs/calls.md#calls, or a call the product needs beyond it (docs/calls.md#added-calls). */
export type EndpointOrigin = 'spec' | 'product';

/** Where the request's data travels. `none`: no body; an empty JSON object `{}` is tolerated. */
export type EndpointRequest =
  | { readonly location: 'none' }
  | { readonly location: 'body' | 'query'; readonly schema: z.ZodType };

/**
 * A JSON answer with 200, a browser redirect (302) whose target the API picks, or a file to save
 * (200 with its media type and an attachment name; failures are JSON errors as for any call).
 */
export type EndpointResponse =
  | { readonly kind: 'json'; readonly schema: z.ZodType }
  | { readonly kind: 'redirect' }
  | { readonly kind: 'file'; readonly mediaType: string };

export interface Endpoint {
  readonly method: HttpMethod;
  /** Under API_BASE_PATH; a parameter is written `{name}` (path-params.ts), as OpenAPI writes it. */
  readonly path: `/${string}`;
  /**
   * The path's parameters, each `{name}` of `path` a key (400 `validation_failed` when one does
   * not parse); they join the request's input beside its body or query.
   */
  readonly params?: z.ZodObject;
  readonly auth: EndpointAuth;
  readonly origin: EndpointOrigin;
  readonly request: EndpointRequest;
  readonly response: EndpointResponse;
  /** The codes particular to this call; `possibleErrors` adds those any call may answer. */
  readonly errors: readonly ErrorCode[];
  /**
   * The action of the permission matrix the call does on the caller's practice
   * (docs/licences.md#permissions): a member of another's practice whose roles do not permit it is
   * refused with 403 `role_not_permitted` before anything else is read; the owner of her own
   * account may always. Absent: the call acts on the caller's own account only.
   */
  readonly permission?: PracticeAction;
  /**
   * What a successful call records in the audit log (docs/audit-log.md#kinds), by define-route once
   * the handler has answered: a kind for every call that changes data or hands out a file (a data
   * export, an invoice); `none` for a POST that changes nothing that matters (a preview, a check,
   * a two-factor setup begun and not yet confirmed). Absent: a read, which records nothing.
   */
  readonly audit?: AuditKind | 'none';
}

const none = { location: 'none' } as const;
const body = <S extends z.ZodType>(schema: S) => ({ location: 'body', schema }) as const;
const query = <S extends z.ZodType>(schema: S) => ({ location: 'query', schema }) as const;
const json = <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema }) as const;
const redirect = { kind: 'redirect' } as const;
const file = (mediaType: string) => ({ kind: 'file', mediaType }) as const;

/**
 * Every call of the product: the API registers its routes from this table, the site's client
 * builds its requests from it, and the MSW handlers are checked against it.
 */
export const endpoints = {
  signup: {
    method: 'POST',
    path: '/authentication/signup',
    auth: 'none',
    origin: 'spec',
    request: body(signupRequestSchema),
    response: json(signupResponseSchema),
    errors: ['password_too_common', 'mail_unavailable', 'sso_required'],
    audit: 'sign_up',
  },
  signin: {
    method: 'POST',
    path: '/authentication/signin-web',
    auth: 'none',
    origin: 'spec',
    request: body(signinRequestSchema),
    response: json(signinResponseSchema),
    errors: ['invalid_credentials', 'email_not_confirmed', 'confirmation_for_other_signup', 'sso_required'],
    audit: 'sign_in',
  },
  subscriptionInfo: {
    method: 'GET',
    path: '/subscriptions/subscription-info',
    auth: 'user',
    origin: 'spec',
    request: none,
    response: json(subscriptionInfoResponseSchema),
    errors: [],
  },
  sendInvitation: {
    method: 'POST',
    path: '/authentication/send-invitation',
    auth: 'user',
    origin: 'spec',
    request: body(sendInvitationRequestSchema),
    response: json(sendInvitationResponseSchema),
    errors: [
      'not_found',
      'not_subscription_owner',
      'no_active_subscription',
      'no_seat_available',
      'seats_scheduled_fewer',
      'already_invited',
      'cannot_invite_self',
      'invitations_await_payment',
      'mail_unavailable',
    ],
    permission: 'colleagues',
    audit: 'invitation_sent',
  },
  dissociate: {
    method: 'POST',
    path: '/authentication/dissociate',
    auth: 'user',
    origin: 'spec',
    request: body(dissociateRequestSchema),
    response: json(dissociateResponseSchema),
    errors: ['not_found', 'not_subscription_owner', 'license_not_removable'],
    permission: 'colleagues',
    audit: 'licence_removed',
  },
  unsubscribe: {
    method: 'POST',
    path: '/subscriptions/unsubscribe',
    auth: 'user',
    origin: 'spec',
    request: none,
    response: json(unsubscribeResponseSchema),
    errors: ['no_active_subscription', 'not_subscription_owner', 'payment_provider_unavailable'],
    permission: 'cancel',
    audit: 'subscription_cancelled',
  },
  createSubscriptionCreditCard: {
    method: 'POST',
    path: '/subscriptions/create-subscription-credit-card',
    auth: 'user',
    origin: 'spec',
    request: body(createSubscriptionCreditCardRequestSchema),
    response: json(createSubscriptionCreditCardResponseSchema),
    errors: [
      'billing_info_required',
      'already_subscribed',
      'not_subscription_owner',
      'seats_below_in_use',
      'license_held_elsewhere',
      'change_at_period_end',
      'purchase_in_progress',
      'deletion_pending',
      'card_declined',
      'no_saved_card',
      'payment_failed',
      'payment_provider_unavailable',
    ],
    audit: 'plan_bought',
  },
  usersMe: {
    method: 'GET',
    path: '/users/me',
    auth: 'user',
    origin: 'spec',
    request: none,
    response: json(usersMeResponseSchema),
    errors: [],
  },
  saveBillingInfo: {
    method: 'POST',
    path: '/subscriptions/save-billing-info',
    auth: 'user',
    origin: 'spec',
    request: body(saveBillingInfoRequestSchema),
    response: json(saveBillingInfoResponseSchema),
    errors: [],
    audit: 'billing_details_changed',
  },
  createSubscriptionInvoice: {
    method: 'POST',
    path: '/subscriptions/create-subscription-invoice',
    auth: 'user',
    origin: 'spec',
    request: body(createSubscriptionInvoiceRequestSchema),
    response: json(createSubscriptionInvoiceResponseSchema),
    errors: [
      'billing_info_required',
      'invoice_payment_unavailable',
      'unpaid_invoice',
      'deletion_pending',
      'change_needs_payment',
      'already_subscribed',
      'not_subscription_owner',
      'seats_below_in_use',
      'payment_provider_unavailable',
    ],
    audit: 'plan_bought',
  },
  updateLicenses: {
    method: 'POST',
    path: '/subscriptions/update-licenses',
    auth: 'user',
    origin: 'spec',
    request: body(updateLicensesRequestSchema),
    response: json(updateLicensesResponseSchema),
    errors: [
      'no_active_subscription',
      'not_subscription_owner',
      'seats_below_in_use',
      'purchase_in_progress',
      'deletion_pending',
      'card_declined',
      'payment_failed',
      'payment_provider_unavailable',
    ],
    permission: 'plan',
    audit: 'seats_changed',
  },
  resetPassword: {
    method: 'POST',
    path: '/authentication/reset-password',
    auth: 'none',
    origin: 'spec',
    request: body(resetPasswordRequestSchema),
    response: json(resetPasswordResponseSchema),
    errors: ['invalid_or_expired_token', 'password_too_common', 'sso_required'],
    audit: 'password_changed',
  },
  createPassword: {
    method: 'POST',
    path: '/authentication/create-password',
    auth: 'none',
    origin: 'spec',
    request: body(createPasswordRequestSchema),
    response: json(createPasswordResponseSchema),
    errors: [
      'invalid_or_expired_token',
      'password_too_common',
      'sign_in_to_accept_invitation',
      'sso_required',
    ],
    audit: 'password_changed',
  },
  forgotPassword: {
    method: 'POST',
    path: '/authentication/forgot-password',
    auth: 'none',
    origin: 'spec',
    request: body(forgotPasswordRequestSchema),
    response: json(forgotPasswordResponseSchema),
    errors: ['mail_unavailable', 'sso_required'],
    audit: 'password_reset_asked',
  },
  trackingClick: {
    method: 'GET',
    path: '/tracking/click',
    auth: 'none',
    origin: 'spec',
    request: query(trackingClickQuerySchema),
    response: redirect,
    errors: [],
  },
  getBlacklist: {
    method: 'GET',
    path: '/blacklist',
    auth: 'admin',
    origin: 'spec',
    request: none,
    response: json(getBlacklistResponseSchema),
    errors: [],
  },
  addBlacklistPhrase: {
    method: 'POST',
    path: '/blacklist',
    auth: 'admin',
    origin: 'spec',
    request: body(blacklistPhraseRequestSchema),
    response: json(blacklistPhraseResponseSchema),
    errors: ['already_exists'],
    audit: 'blacklist_changed',
  },
  removeBlacklistPhrase: {
    method: 'DELETE',
    path: '/blacklist',
    auth: 'admin',
    origin: 'spec',
    request: body(blacklistPhraseRequestSchema),
    response: json(blacklistPhraseResponseSchema),
    errors: ['not_found'],
    audit: 'blacklist_changed',
  },
  trackingStats: {
    method: 'GET',
    path: '/tracking/stats',
    auth: 'admin',
    origin: 'spec',
    request: none,
    response: json(trackingStatsResponseSchema),
    errors: [],
  },
  deleteTrackingStat: {
    method: 'DELETE',
    path: '/tracking/delete',
    auth: 'admin',
    origin: 'spec',
    request: body(deleteTrackingStatRequestSchema),
    response: json(deleteTrackingStatResponseSchema),
    errors: ['not_found'],
    audit: 'tracking_deleted',
  },
  listUsers: {
    method: 'GET',
    path: '/users/users',
    auth: 'admin',
    origin: 'spec',
    request: none,
    response: json(listUsersResponseSchema),
    errors: [],
  },
  signout: {
    method: 'POST',
    path: '/authentication/signout',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(signoutResponseSchema),
    errors: [],
    audit: 'sign_out',
  },
  requestSigninLink: {
    method: 'POST',
    path: '/authentication/signin-link',
    auth: 'none',
    origin: 'product',
    request: body(signinLinkRequestSchema),
    response: json(signinLinkResponseSchema),
    errors: ['mail_unavailable', 'sso_required'],
    audit: 'sign_in_link_asked',
  },
  signinWithLink: {
    method: 'POST',
    path: '/authentication/signin-with-link',
    auth: 'none',
    origin: 'product',
    request: body(signinWithLinkRequestSchema),
    response: json(signinWithLinkResponseSchema),
    errors: ['invalid_or_expired_token', 'sso_required'],
    audit: 'sign_in',
  },
  resendConfirmation: {
    method: 'POST',
    path: '/authentication/resend-confirmation',
    auth: 'none',
    origin: 'product',
    request: body(resendConfirmationRequestSchema),
    response: json(resendConfirmationResponseSchema),
    errors: ['mail_unavailable'],
    audit: 'confirmation_resent',
  },
  checkResetToken: {
    method: 'POST',
    path: '/authentication/check-reset-token',
    auth: 'none',
    origin: 'product',
    request: body(checkResetTokenRequestSchema),
    response: json(checkResetTokenResponseSchema),
    errors: [],
    audit: 'none',
  },
  checkInvitation: {
    method: 'POST',
    path: '/authentication/check-invitation',
    auth: 'none',
    origin: 'product',
    request: body(checkInvitationRequestSchema),
    response: json(checkInvitationResponseSchema),
    errors: [],
    audit: 'none',
  },
  confirmEmail: {
    method: 'GET',
    path: '/authentication/confirm-email',
    auth: 'none',
    origin: 'product',
    request: query(confirmEmailQuerySchema),
    response: redirect,
    errors: [],
  },
  config: {
    method: 'GET',
    path: '/config',
    auth: 'none',
    origin: 'product',
    request: none,
    response: json(siteConfigResponseSchema),
    errors: [],
  },
  health: {
    method: 'GET',
    path: '/health',
    auth: 'none',
    origin: 'product',
    request: none,
    response: json(healthResponseSchema),
    errors: [],
  },
  previewChange: {
    method: 'POST',
    path: '/subscriptions/preview-change',
    auth: 'user',
    origin: 'product',
    request: body(previewChangeRequestSchema),
    response: json(previewChangeResponseSchema),
    errors: [
      'no_active_subscription',
      'not_subscription_owner',
      'already_subscribed',
      'seats_below_in_use',
      'payment_provider_unavailable',
    ],
    permission: 'plan',
    audit: 'none',
  },
  scheduleChange: {
    method: 'POST',
    path: '/subscriptions/schedule-change',
    auth: 'user',
    origin: 'product',
    request: body(scheduleChangeRequestSchema),
    response: json(scheduleChangeResponseSchema),
    errors: [
      'no_active_subscription',
      'not_subscription_owner',
      'already_subscribed',
      'seats_below_in_use',
      'change_needs_payment',
      'purchase_in_progress',
      'deletion_pending',
      'payment_provider_unavailable',
    ],
    permission: 'plan',
    audit: 'change_scheduled',
  },
  signinTwoFactor: {
    method: 'POST',
    path: '/authentication/signin-two-factor',
    auth: 'none',
    origin: 'product',
    request: body(signinTwoFactorRequestSchema),
    response: json(signinTwoFactorResponseSchema),
    errors: ['invalid_or_expired_token', 'invalid_two_factor_code'],
    audit: 'sign_in',
  },
  signinTwoFactorSetup: {
    method: 'POST',
    path: '/authentication/signin-two-factor-setup',
    auth: 'none',
    origin: 'product',
    request: body(signinTwoFactorSetupRequestSchema),
    response: json(twoFactorSetupResponseSchema),
    errors: ['invalid_or_expired_token'],
    audit: 'none',
  },
  signinTwoFactorSetupConfirm: {
    method: 'POST',
    path: '/authentication/signin-two-factor-setup-confirm',
    auth: 'none',
    origin: 'product',
    request: body(signinTwoFactorSetupConfirmRequestSchema),
    response: json(signinTwoFactorSetupConfirmResponseSchema),
    errors: ['invalid_or_expired_token', 'invalid_two_factor_setup_code', 'two_factor_setup_missing'],
    audit: 'two_factor_on',
  },
  accountSettings: {
    method: 'GET',
    path: '/account/settings',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(accountSettingsResponseSchema),
    errors: [],
  },
  listSessions: {
    method: 'GET',
    path: '/account/sessions',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(listSessionsResponseSchema),
    errors: [],
  },
  revokeSession: {
    method: 'POST',
    path: '/account/sessions/revoke',
    auth: 'user',
    origin: 'product',
    request: body(revokeSessionRequestSchema),
    response: json(revokeSessionResponseSchema),
    errors: ['not_found'],
    audit: 'session_ended',
  },
  revokeOtherSessions: {
    method: 'POST',
    path: '/account/sessions/revoke-others',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(revokeOtherSessionsResponseSchema),
    errors: [],
    audit: 'sessions_ended',
  },
  startTwoFactorSetup: {
    method: 'POST',
    path: '/account/two-factor/setup',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(twoFactorSetupResponseSchema),
    errors: ['two_factor_already_enabled'],
    audit: 'none',
  },
  confirmTwoFactorSetup: {
    method: 'POST',
    path: '/account/two-factor/confirm',
    auth: 'user',
    origin: 'product',
    request: body(confirmTwoFactorRequestSchema),
    response: json(confirmTwoFactorResponseSchema),
    errors: ['invalid_two_factor_setup_code', 'two_factor_setup_missing', 'two_factor_already_enabled'],
    audit: 'two_factor_on',
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/account/two-factor/disable',
    auth: 'user',
    origin: 'product',
    request: body(disableTwoFactorRequestSchema),
    response: json(disableTwoFactorResponseSchema),
    errors: [
      'password_incorrect',
      'invalid_two_factor_code',
      'two_factor_required',
      'break_glass_needs_two_factor',
    ],
    audit: 'two_factor_off',
  },
  setColleaguesTwoFactor: {
    method: 'POST',
    path: '/account/two-factor/colleagues',
    auth: 'user',
    origin: 'product',
    request: body(colleaguesTwoFactorRequestSchema),
    response: json(colleaguesTwoFactorResponseSchema),
    errors: ['no_active_subscription', 'not_subscription_owner'],
    permission: 'security',
    audit: 'colleagues_two_factor_changed',
  },
  exportAccountData: {
    method: 'GET',
    path: '/account/data-export',
    auth: 'user',
    origin: 'product',
    request: none,
    response: file(DATA_EXPORT_MEDIA_TYPE),
    errors: [],
    audit: 'data_exported',
  },
  invoicePdf: {
    method: 'GET',
    path: '/invoices/{id}/pdf',
    auth: 'user',
    origin: 'product',
    params: invoicePdfParamsSchema,
    request: none,
    response: file(INVOICE_PDF_MEDIA_TYPE),
    // Another account's invoice is not_found too: an id tells nobody whether it exists.
    errors: ['not_found'],
    audit: 'invoice_downloaded',
  },
  // docs/desktop-app.md#consent: the site's consent screen for the Windows app's sign-in.
  appSignIn: {
    method: 'GET',
    path: '/app-auth/consent/{uid}',
    auth: 'user',
    origin: 'product',
    params: appSignInParamsSchema,
    request: none,
    response: json(appSignInResponseSchema),
    errors: ['invalid_or_expired_token', 'app_device_code_off'],
  },
  // docs/desktop-app.md#device-code: the code the app shows, typed on the site's /app/device.
  enterAppDeviceCode: {
    method: 'POST',
    path: '/app-auth/device',
    auth: 'user',
    origin: 'product',
    request: body(enterAppDeviceCodeRequestSchema),
    response: json(enterAppDeviceCodeResponseSchema),
    errors: ['app_code_unknown', 'invalid_or_expired_token', 'app_device_code_off', 'rate_limited'],
    audit: 'none',
  },
  // docs/licences.md#device-code-switch: the Enterprise owner's switch for her practice.
  setAppDeviceCodeSwitch: {
    method: 'POST',
    path: '/account/app-device-code',
    auth: 'user',
    origin: 'product',
    request: body(appDeviceCodeSwitchRequestSchema),
    response: json(appDeviceCodeSwitchResponseSchema),
    errors: ['no_active_subscription', 'not_subscription_owner'],
    permission: 'security',
    audit: 'app_code_switch_changed',
  },
  approveAppSignIn: {
    method: 'POST',
    path: '/app-auth/consent/{uid}/approve',
    auth: 'user',
    origin: 'product',
    params: appSignInParamsSchema,
    request: none,
    response: json(appSignInAnswerResponseSchema),
    errors: ['invalid_or_expired_token', 'app_device_limit', 'app_device_code_off'],
    audit: 'app_signed_in',
  },
  refuseAppSignIn: {
    method: 'POST',
    path: '/app-auth/consent/{uid}/refuse',
    auth: 'user',
    origin: 'product',
    params: appSignInParamsSchema,
    request: none,
    response: json(appSignInAnswerResponseSchema),
    errors: ['invalid_or_expired_token'],
    audit: 'app_sign_in_refused',
  },
  // docs/desktop-app.md#app-calls: the Windows app's calls, with its access token.
  appEntitlement: {
    method: 'GET',
    path: '/app/entitlement',
    auth: 'app',
    origin: 'product',
    request: none,
    response: json(appEntitlementResponseSchema),
    errors: ['app_no_licence'],
  },
  appBlacklist: {
    method: 'GET',
    path: '/app/blacklist',
    auth: 'app',
    origin: 'product',
    request: query(appBlacklistQuerySchema),
    response: json(appBlacklistResponseSchema),
    errors: ['app_no_licence'],
  },
  appUsage: {
    method: 'POST',
    path: '/app/usage',
    auth: 'app',
    origin: 'product',
    request: body(appUsageRequestSchema),
    response: json(appUsageResponseSchema),
    errors: ['app_no_licence', 'usage_implausible'],
    audit: 'app_usage_reported',
  },
  deleteAccount: {
    method: 'POST',
    path: '/account/delete',
    auth: 'user',
    origin: 'product',
    request: body(deleteAccountRequestSchema),
    response: json(deleteAccountResponseSchema),
    errors: [
      'password_incorrect',
      'invalid_two_factor_code',
      'purchase_in_progress',
      'payment_provider_unavailable',
    ],
    audit: 'deletion_requested',
  },
  keepAccount: {
    method: 'POST',
    path: '/account/keep',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(keepAccountResponseSchema),
    errors: [],
    audit: 'deletion_undone',
  },
  billingInfo: {
    method: 'GET',
    path: '/subscriptions/billing-info',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(billingInfoResponseSchema),
    errors: [],
  },
  setupPaymentMethod: {
    method: 'POST',
    path: '/subscriptions/payment-method/setup',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(setupPaymentMethodResponseSchema),
    errors: ['no_active_subscription', 'not_subscription_owner', 'payment_provider_unavailable'],
    permission: 'billing',
    audit: 'none',
  },
  updatePaymentMethod: {
    method: 'POST',
    path: '/subscriptions/payment-method',
    auth: 'user',
    origin: 'product',
    request: body(updatePaymentMethodRequestSchema),
    response: json(updatePaymentMethodResponseSchema),
    errors: [
      'no_active_subscription',
      'not_subscription_owner',
      'card_not_confirmed',
      'purchase_in_progress',
      'deletion_pending',
      'payment_provider_unavailable',
    ],
    permission: 'billing',
    audit: 'card_changed',
  },
  payInvoice: {
    method: 'POST',
    path: '/subscriptions/pay-invoice',
    auth: 'user',
    origin: 'product',
    request: body(payInvoiceRequestSchema),
    response: json(payInvoiceResponseSchema),
    errors: [
      'not_found',
      'invoice_not_payable',
      'purchase_in_progress',
      'card_declined',
      'payment_failed',
      'payment_provider_unavailable',
    ],
    permission: 'billing',
    audit: 'invoice_paid',
  },
  resumeSubscription: {
    method: 'POST',
    path: '/subscriptions/resume',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(resumeSubscriptionResponseSchema),
    errors: [
      'no_active_subscription',
      'not_subscription_owner',
      'subscription_not_cancelled',
      'purchase_in_progress',
      'deletion_pending',
      'payment_provider_unavailable',
    ],
    permission: 'plan',
    audit: 'subscription_resumed',
  },
  // docs/admin.md#given-up-mails: the mails the outbox gave up on.
  listGivenUpMails: {
    method: 'GET',
    path: '/admin/given-up-mails',
    auth: 'admin',
    origin: 'product',
    request: none,
    response: json(listGivenUpMailsResponseSchema),
    errors: [],
  },
  listOpenInvoices: {
    method: 'GET',
    path: '/admin/open-invoices',
    auth: 'admin',
    origin: 'product',
    request: none,
    response: json(listOpenInvoicesResponseSchema),
    errors: [],
  },
  adminAccess: {
    method: 'GET',
    path: '/admin/access',
    auth: 'admin',
    origin: 'product',
    request: none,
    response: json(adminAccessResponseSchema),
    errors: [],
  },
  markInvoicePaid: {
    method: 'POST',
    path: '/admin/open-invoices/mark-paid',
    auth: 'admin',
    origin: 'product',
    request: body(markInvoicePaidRequestSchema),
    response: json(markInvoicePaidResponseSchema),
    errors: ['not_found', 'invoice_not_open', 'payment_provider_unavailable'],
    audit: 'invoice_marked_paid',
  },
  approveInvoiceOrder: {
    method: 'POST',
    path: '/admin/open-invoices/approve',
    auth: 'admin',
    origin: 'product',
    request: body(approveInvoiceOrderRequestSchema),
    response: json(approveInvoiceOrderResponseSchema),
    errors: ['not_found'],
    audit: 'invoice_order_approved',
  },
  acceptInvitation: {
    method: 'POST',
    path: '/licenses/accept-invitation',
    auth: 'user',
    origin: 'product',
    request: body(invitationAnswerRequestSchema),
    response: json(invitationAnswerResponseSchema),
    errors: ['not_found', 'own_plan_held', 'seat_held_elsewhere', 'purchase_in_progress'],
    audit: 'invitation_accepted',
  },
  declineInvitation: {
    method: 'POST',
    path: '/licenses/decline-invitation',
    auth: 'user',
    origin: 'product',
    request: body(invitationAnswerRequestSchema),
    response: json(invitationAnswerResponseSchema),
    errors: ['not_found'],
    audit: 'invitation_declined',
  },
  practice: {
    method: 'GET',
    path: '/practice',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(practiceResponseSchema),
    errors: [],
  },
  setMemberRoles: {
    method: 'POST',
    path: '/practice/roles',
    auth: 'user',
    origin: 'product',
    request: body(setMemberRolesRequestSchema),
    response: json(setMemberRolesResponseSchema),
    errors: ['no_active_subscription', 'not_a_member', 'last_owner'],
    permission: 'roles',
    audit: 'roles_changed',
  },
  offerOwnership: {
    method: 'POST',
    path: '/practice/ownership/offer',
    auth: 'user',
    origin: 'product',
    request: body(offerOwnershipRequestSchema),
    response: json(offerOwnershipResponseSchema),
    // last_owner: offered to herself, the owner already.
    errors: ['no_active_subscription', 'not_a_member', 'last_owner', 'mail_unavailable'],
    permission: 'ownership',
    audit: 'ownership_offered',
  },
  answerOwnership: {
    method: 'POST',
    path: '/practice/ownership/answer',
    auth: 'user',
    origin: 'product',
    request: body(answerOwnershipRequestSchema),
    response: json(answerOwnershipResponseSchema),
    errors: ['ownership_offer_gone', 'own_plan_held'],
    audit: 'ownership_answered',
  },
  reassignLicense: {
    method: 'POST',
    path: '/licenses/reassign',
    auth: 'user',
    origin: 'product',
    request: body(reassignLicenseRequestSchema),
    response: json(reassignLicenseResponseSchema),
    errors: [
      'not_found',
      'not_subscription_owner',
      'no_active_subscription',
      'license_not_removable',
      'license_in_use',
      'no_seat_available',
      'seats_scheduled_fewer',
      'already_invited',
      'cannot_invite_self',
      'invitations_await_payment',
      'mail_unavailable',
    ],
    permission: 'colleagues',
    audit: 'licence_reassigned',
  },
  auditLog: {
    method: 'GET',
    path: '/audit-log',
    auth: 'user',
    origin: 'product',
    request: query(auditLogQuerySchema),
    response: json(auditLogResponseSchema),
    errors: [],
  },
  exportAuditLogCsv: {
    method: 'GET',
    path: '/audit-log/csv',
    auth: 'user',
    origin: 'product',
    request: query(auditExportQuerySchema),
    response: file(AUDIT_CSV_MEDIA_TYPE),
    errors: [],
    audit: 'data_exported',
  },
  exportAuditLogJson: {
    method: 'GET',
    path: '/audit-log/json',
    auth: 'user',
    origin: 'product',
    request: query(auditExportQuerySchema),
    response: file(AUDIT_JSON_MEDIA_TYPE),
    errors: [],
    audit: 'data_exported',
  },
  practiceAuditLog: {
    method: 'GET',
    path: '/practice/audit-log',
    auth: 'user',
    origin: 'product',
    request: query(auditLogQuerySchema),
    response: json(auditLogResponseSchema),
    errors: ['no_active_subscription'],
    permission: 'auditLog',
  },
  exportPracticeAuditLogCsv: {
    method: 'GET',
    path: '/practice/audit-log/csv',
    auth: 'user',
    origin: 'product',
    request: query(auditExportQuerySchema),
    response: file(AUDIT_CSV_MEDIA_TYPE),
    errors: ['no_active_subscription'],
    permission: 'auditLog',
    audit: 'data_exported',
  },
  exportPracticeAuditLogJson: {
    method: 'GET',
    path: '/practice/audit-log/json',
    auth: 'user',
    origin: 'product',
    request: query(auditExportQuerySchema),
    response: file(AUDIT_JSON_MEDIA_TYPE),
    errors: ['no_active_subscription'],
    permission: 'auditLog',
    audit: 'data_exported',
  },
  adminAuditLog: {
    method: 'GET',
    path: '/admin/audit-log',
    auth: 'admin',
    origin: 'product',
    request: query(auditLogQuerySchema),
    response: json(auditLogResponseSchema),
    errors: [],
  },
  exportAdminAuditLogCsv: {
    method: 'GET',
    path: '/admin/audit-log/csv',
    auth: 'admin',
    origin: 'product',
    request: query(auditExportQuerySchema),
    response: file(AUDIT_CSV_MEDIA_TYPE),
    errors: [],
    audit: 'data_exported',
  },
  exportAdminAuditLogJson: {
    method: 'GET',
    path: '/admin/audit-log/json',
    auth: 'admin',
    origin: 'product',
    request: query(auditExportQuerySchema),
    response: file(AUDIT_JSON_MEDIA_TYPE),
    errors: [],
    audit: 'data_exported',
  },
  verifyAuditLog: {
    method: 'POST',
    path: '/admin/audit-log/verify',
    auth: 'admin',
    origin: 'product',
    request: none,
    response: json(auditVerifyResponseSchema),
    errors: [],
    audit: 'none',
  },
  // docs/sso.md#sign-in: e-mail first; an address of a domain with a provider is sent to it.
  ssoDiscover: {
    method: 'POST',
    path: '/authentication/sso',
    auth: 'none',
    origin: 'product',
    request: body(ssoDiscoverRequestSchema),
    response: json(ssoDiscoverResponseSchema),
    errors: [],
    // A question about a domain: it changes nothing but the client's rate-limit count.
    audit: 'none',
  },
  // docs/sso.md#sign-in: the browser's way to the provider (a state bound to the browser, then a redirect).
  ssoStart: {
    method: 'GET',
    path: '/sso/start',
    auth: 'none',
    origin: 'product',
    request: query(ssoStartQuerySchema),
    response: redirect,
    errors: [],
  },
  // docs/sso.md#sign-in: the provider's return left a one-time ticket; it opens the session.
  completeSsoSignIn: {
    method: 'POST',
    path: '/authentication/sso/complete',
    auth: 'none',
    origin: 'product',
    request: body(completeSsoSignInRequestSchema),
    response: json(signinResponseSchema),
    errors: ['invalid_or_expired_token', 'sso_sign_in_failed'],
    audit: 'sso_sign_in',
  },
  // docs/sso.md#set-up: the practice's single sign-on, set up by its owner or an admin.
  ssoSettings: {
    method: 'GET',
    path: '/practice/sso',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(ssoSettingsResponseSchema),
    errors: ['no_active_subscription'],
    permission: 'security',
  },
  addSsoDomain: {
    method: 'POST',
    path: '/practice/sso/domains',
    auth: 'user',
    origin: 'product',
    request: body(ssoDomainRequestSchema),
    response: json(ssoSettingsResponseSchema),
    errors: ['no_active_subscription', 'shared_domain', 'domain_claimed'],
    permission: 'security',
    audit: 'sso_domain_added',
  },
  proveSsoDomain: {
    method: 'POST',
    path: '/practice/sso/domains/prove',
    auth: 'user',
    origin: 'product',
    request: body(ssoDomainRequestSchema),
    response: json(ssoSettingsResponseSchema),
    errors: ['no_active_subscription', 'not_found', 'domain_not_proven', 'domain_claimed'],
    permission: 'security',
    audit: 'sso_domain_proven',
  },
  removeSsoDomain: {
    method: 'POST',
    path: '/practice/sso/domains/remove',
    auth: 'user',
    origin: 'product',
    request: body(ssoDomainRequestSchema),
    response: json(ssoSettingsResponseSchema),
    errors: ['no_active_subscription', 'not_found'],
    permission: 'security',
    audit: 'sso_domain_removed',
  },
  saveOidcConnection: {
    method: 'POST',
    path: '/practice/sso/oidc',
    auth: 'user',
    origin: 'product',
    request: body(saveOidcConnectionRequestSchema),
    response: json(ssoSettingsResponseSchema),
    errors: ['no_active_subscription', 'sso_discovery_failed'],
    permission: 'security',
    audit: 'sso_connection_saved',
  },
  saveSamlConnection: {
    method: 'POST',
    path: '/practice/sso/saml',
    auth: 'user',
    origin: 'product',
    request: body(saveSamlConnectionRequestSchema),
    response: json(ssoSettingsResponseSchema),
    errors: ['no_active_subscription', 'saml_metadata_invalid'],
    permission: 'security',
    audit: 'sso_connection_saved',
  },
  removeSsoConnection: {
    method: 'POST',
    path: '/practice/sso/connection/remove',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(ssoSettingsResponseSchema),
    errors: ['no_active_subscription'],
    permission: 'security',
    audit: 'sso_connection_removed',
  },
  // docs/sso.md#test-before-enforce: the person setting it up signs in through the provider once.
  testSsoConnection: {
    method: 'POST',
    path: '/practice/sso/test',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(ssoRedirectResponseSchema),
    errors: ['no_active_subscription', 'sso_connection_missing'],
    permission: 'security',
    audit: 'none',
  },
  setSsoEnforcement: {
    method: 'POST',
    path: '/practice/sso/enforcement',
    auth: 'user',
    origin: 'product',
    request: body(setSsoEnforcementRequestSchema),
    response: json(ssoSettingsResponseSchema),
    errors: ['no_active_subscription', 'sso_not_tested', 'break_glass_needs_two_factor'],
    permission: 'security',
    audit: 'sso_enforcement_changed',
  },
  // docs/sso.md#scim-token: the provisioning service's bearer token, shown once; a new one replaces it.
  createScimToken: {
    method: 'POST',
    path: '/practice/scim/token',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(scimTokenResponseSchema),
    errors: ['no_active_subscription'],
    permission: 'security',
    audit: 'scim_token_created',
  },
  revokeScimToken: {
    method: 'POST',
    path: '/practice/scim/token/revoke',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(ssoMessageResponseSchema),
    errors: ['no_active_subscription'],
    permission: 'security',
    audit: 'scim_token_revoked',
  },
  // docs/passkeys.md#sign-in: a challenge for autofill or the button, or for a sign-in's passkey step.
  passkeySigninOptions: {
    method: 'POST',
    path: '/authentication/passkey/options',
    auth: 'none',
    origin: 'product',
    request: body(passkeySigninOptionsRequestSchema),
    response: json(passkeySigninOptionsResponseSchema),
    errors: ['invalid_or_expired_token'],
    // A challenge stored for 5 minutes changes nothing of anyone's.
    audit: 'none',
  },
  // docs/passkeys.md#sign-in: the signed challenge opens the session, counted as both factors.
  passkeySignin: {
    method: 'POST',
    path: '/authentication/passkey',
    auth: 'none',
    origin: 'product',
    request: body(passkeySigninRequestSchema),
    response: json(signinTokenResponseSchema),
    errors: ['passkey_refused', 'passkey_unknown', 'invalid_or_expired_token', 'sso_required'],
    audit: 'sign_in',
  },
  // docs/passkeys.md#policy: the enrolment her practice's rule asks for before the session opens.
  signinPasskeySetupOptions: {
    method: 'POST',
    path: '/authentication/signin-passkey-setup/options',
    auth: 'none',
    origin: 'product',
    request: body(signinPasskeySetupOptionsRequestSchema),
    response: json(passkeyCreationOptionsResponseSchema),
    errors: ['invalid_or_expired_token', 'passkey_limit_reached'],
    audit: 'none',
  },
  signinPasskeySetup: {
    method: 'POST',
    path: '/authentication/signin-passkey-setup',
    auth: 'none',
    origin: 'product',
    request: body(signinPasskeySetupRequestSchema),
    response: json(signinTokenResponseSchema),
    errors: ['invalid_or_expired_token', 'passkey_refused', 'passkey_limit_reached', 'already_exists'],
    audit: 'passkey_added',
  },
  // docs/passkeys.md#list
  listPasskeys: {
    method: 'GET',
    path: '/account/passkeys',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(listPasskeysResponseSchema),
    errors: [],
  },
  // docs/passkeys.md#register
  passkeyCreationOptions: {
    method: 'POST',
    path: '/account/passkeys/options',
    auth: 'user',
    origin: 'product',
    request: none,
    response: json(passkeyCreationOptionsResponseSchema),
    errors: ['passkey_limit_reached'],
    audit: 'none',
  },
  addPasskey: {
    method: 'POST',
    path: '/account/passkeys',
    auth: 'user',
    origin: 'product',
    request: body(addPasskeyRequestSchema),
    response: json(addPasskeyResponseSchema),
    errors: ['passkey_refused', 'passkey_limit_reached', 'already_exists'],
    audit: 'passkey_added',
  },
  renamePasskey: {
    method: 'POST',
    path: '/account/passkeys/rename',
    auth: 'user',
    origin: 'product',
    request: body(renamePasskeyRequestSchema),
    response: json(renamePasskeyResponseSchema),
    errors: ['not_found'],
    audit: 'passkey_renamed',
  },
  // docs/passkeys.md#remove and #signals
  removePasskey: {
    method: 'POST',
    path: '/account/passkeys/remove',
    auth: 'user',
    origin: 'product',
    request: body(removePasskeyRequestSchema),
    response: json(removePasskeyResponseSchema),
    errors: ['not_found', 'passkey_required', 'fresh_signin_required'],
    audit: 'passkey_removed',
  },
  // docs/passkeys.md#policy: the practice requires passkeys of its owner, admins and billing managers.
  setPracticePasskeys: {
    method: 'POST',
    path: '/account/passkeys/practice',
    auth: 'user',
    origin: 'product',
    request: body(practicePasskeysRequestSchema),
    response: json(practicePasskeysResponseSchema),
    errors: ['no_active_subscription', 'not_subscription_owner'],
    permission: 'security',
    audit: 'practice_passkeys_changed',
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

type RequestSchemaOf<N extends EndpointName> = Endpoints[N]['request'] extends {
  schema: infer S extends z.ZodType;
}
  ? S
  : never;
type ResponseSchemaOf<N extends EndpointName> = Endpoints[N]['response'] extends {
  schema: infer S extends z.ZodType;
}
  ? S
  : never;

type ParamsSchemaOf<N extends EndpointName> = Endpoints[N] extends { params: infer S extends z.ZodType }
  ? S
  : never;
/** A path's parameters beside a body or query: both when the call has both, else the one it has. */
type Joined<P, R> = [P] extends [never] ? R : [R] extends [never] ? P : P & R;

/**
 * What a client sends (before trimming and lower-casing): its path parameters and its body or
 * query; `never` for calls without data.
 */
export type RequestInputOf<N extends EndpointName> = Joined<
  z.input<ParamsSchemaOf<N>>,
  z.input<RequestSchemaOf<N>>
>;
/** What the API works with after parsing. */
export type RequestOf<N extends EndpointName> = Joined<
  z.output<ParamsSchemaOf<N>>,
  z.output<RequestSchemaOf<N>>
>;
/** The success body; `never` for redirects and files. */
export type ResponseOf<N extends EndpointName> = z.output<ResponseSchemaOf<N>>;
/** The calls that answer a file to save rather than JSON. */
export type FileEndpointName = {
  [N in EndpointName]: Endpoints[N]['response'] extends { kind: 'file' } ? N : never;
}[EndpointName];

/**
 * Every code a call may answer, in a stable order: its own, then those that come with its shape
 * (a session for `user` and `admin`, a request to validate, a JSON body) and those any call may
 * meet. A redirect call never answers JSON: failures become a redirect too (README).
 */
export function possibleErrors(name: EndpointName): ErrorCode[] {
  const endpoint: Endpoint = endpoints[name];
  if (endpoint.response.kind === 'redirect') return [];
  // A file call's failures are JSON errors like any other's.
  const codes: ErrorCode[] = [...endpoint.errors];
  if (endpoint.auth !== 'none') codes.push('unauthorized');
  if (endpoint.auth === 'admin') codes.push('forbidden', 'admin_needs_two_factor', 'admin_needs_passkey');
  if (endpoint.permission) codes.push('role_not_permitted');
  if (endpoint.request.location !== 'none' || endpoint.params) codes.push('validation_failed');
  if (endpoint.method !== 'GET') codes.push('payload_too_large', 'unsupported_media_type');
  codes.push('rate_limited', 'internal_error', 'service_unavailable');
  return [...new Set(codes)];
}
