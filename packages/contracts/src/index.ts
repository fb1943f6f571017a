export type {
  AccountSession,
  AccountSettingsResponse,
  AppDeviceSession,
  BrowserSession,
  ColleaguesTwoFactorRequest,
  ConfirmTwoFactorRequest,
  ConfirmTwoFactorResponse,
  DeleteAccountRequest,
  DeleteAccountResponse,
  DisableTwoFactorRequest,
  ListSessionsResponse,
  RevokeOtherSessionsResponse,
  RevokeSessionRequest,
  SigninTwoFactorRequest,
  SigninTwoFactorSetupConfirmRequest,
  SigninTwoFactorSetupRequest,
  TwoFactorSetupResponse,
} from './account-security.js';
export {
  ACCOUNT_DELETION_GRACE_DAYS,
  accountSessionSchema,
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
  RECOVERY_CODE_COUNT,
  REFUSED_WHILE_DELETION_PENDING,
  recoveryCodesSchema,
  revokeOtherSessionsResponseSchema,
  revokeSessionRequestSchema,
  revokeSessionResponseSchema,
  sessionIdSchema,
  signinTwoFactorRequestSchema,
  signinTwoFactorSetupConfirmRequestSchema,
  signinTwoFactorSetupRequestSchema,
  TWO_FACTOR_CODE_DIGITS,
  twoFactorCodeSchema,
  twoFactorSetupResponseSchema,
} from './account-security.js';
export type {
  AdminAccessResponse,
  AdminCaller,
  AdminUser,
  Blacklist,
  BlacklistPhraseRequest,
  BlacklistPhraseResponse,
  GetBlacklistResponse,
  ListUsersResponse,
  Role,
} from './admin.js';
export {
  adminAccessResponseSchema,
  adminRefusal,
  adminUserSchema,
  blacklistPhraseRequestSchema,
  blacklistPhraseResponseSchema,
  blacklistSchema,
  emptyBlacklist,
  getBlacklistResponseSchema,
  listUsersResponseSchema,
  ROLES,
  roleSchema,
  samePhrase,
} from './admin.js';
export type {
  AppDeviceInUse,
  AppSignInAnswerResponse,
  AppSignInParams,
  AppSignInResponse,
} from './app-auth.js';
export {
  APP_CLIENT_ID,
  APP_DEVICES_PER_SEAT_MAX,
  appDeviceInUseSchema,
  appSignInAnswerResponseSchema,
  appSignInParamsSchema,
  appSignInResponseSchema,
  DEVICE_NAME_MAX,
  deviceLimitReached,
} from './app-auth.js';
export type { AppUsageSummary, UsageBatchProblem } from './app-usage.js';
export {
  appUsageSummarySchema,
  transcriptionMinutes,
  USAGE_CLOCK_SKEW_SECONDS,
  USAGE_DAY_SECONDS,
  usageBatchProblem,
} from './app-usage.js';
export type {
  CheckInvitationRequest,
  CheckInvitationResponse,
  CheckResetTokenRequest,
  CheckResetTokenResponse,
  ConfirmEmailQuery,
  CreatePasswordRequest,
  CreatePasswordResponse,
  EmailConfirmationOutcome,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  NewPasswordForm,
  ResendConfirmationRequest,
  ResendConfirmationResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SigninChallengeResponse,
  SigninLinkRequest,
  SigninLinkResponse,
  SigninRequest,
  SigninResponse,
  SigninStep,
  SigninTokenResponse,
  SigninTwoFactorResponse,
  SigninTwoFactorSetupConfirmResponse,
  SigninWithLinkRequest,
  SigninWithLinkResponse,
  SignoutResponse,
  SignupForm,
  SignupRequest,
  SignupResponse,
} from './authentication.js';
export {
  CHOSEN_PLAN_PARAM,
  CONFIRMATION_TOKEN_PARAM,
  checkInvitationRequestSchema,
  checkInvitationResponseSchema,
  checkResetTokenRequestSchema,
  checkResetTokenResponseSchema,
  confirmEmailQuerySchema,
  createPasswordRequestSchema,
  createPasswordResponseSchema,
  EMAIL_CONFIRMATION_OUTCOMES,
  EMAIL_CONFIRMATION_PARAM,
  emailConfirmationLinkQuery,
  emailConfirmationOutcomeSchema,
  emailConfirmationRedirect,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  INVITATION_LINK_STATES,
  isSigninChallenge,
  newPasswordFormSchema,
  resendConfirmationRequestSchema,
  resendConfirmationResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  SIGNIN_STEPS,
  sessionTokenSchema,
  signinChallengeResponseSchema,
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
  signupFormSchema,
  signupRequestSchema,
  signupResponseSchema,
} from './authentication.js';
export type {
  BillingDetails,
  BillingDetailsInput,
  BillingInfoResponse,
  NextCharge,
  PayInvoiceRequest,
  PayInvoiceResponse,
  PaymentMethodSummary,
  PaymentProblem,
  ResumeSubscriptionResponse,
  SavedBillingDetails,
  SetupPaymentMethodResponse,
  UpdatePaymentMethodRequest,
  UpdatePaymentMethodResponse,
} from './billing.js';
export {
  BILLING_DETAILS_MAX_LENGTH,
  billingDetailsSchema,
  billingInfoResponseSchema,
  CARD_EXPIRY_WARNING_DAYS,
  cardExpiry,
  invoiceIdSchema,
  nextChargeSchema,
  PAYMENT_PROBLEM_REASONS,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
  paymentMethodIdSchema,
  paymentMethodSummarySchema,
  paymentProblemSchema,
  resumeSubscriptionResponseSchema,
  setupPaymentMethodResponseSchema,
  swissUidSchema,
  updatePaymentMethodRequestSchema,
  updatePaymentMethodResponseSchema,
} from './billing.js';
export type { SiteConfigResponse } from './configuration.js';
export { siteConfigResponseSchema } from './configuration.js';
export type {
  AppBlacklistQuery,
  AppBlacklistResponse,
  AppDevice,
  AppEntitlementResponse,
  AppFeature,
  AppLicenceSource,
  AppUsageBatch,
  AppUsageRequest,
  AppUsageResponse,
} from './desktop-app.js';
export {
  APP_DEVICES_PER_SEAT_DEFAULT,
  APP_FEATURES,
  APP_OFFLINE_GRACE_DAYS_DEFAULT,
  APP_USAGE_BATCHES_MAX,
  appBlacklistQuerySchema,
  appBlacklistResponseSchema,
  appDeviceSchema,
  appEntitlementResponseSchema,
  appLicenceSourceSchema,
  appUsageBatchSchema,
  appUsageRequestSchema,
  appUsageResponseSchema,
} from './desktop-app.js';
export type {
  Endpoint,
  EndpointAuth,
  EndpointName,
  EndpointOrigin,
  EndpointRequest,
  EndpointResponse,
  Endpoints,
  FileEndpointName,
  HttpMethod,
  RequestInputOf,
  RequestOf,
  ResponseOf,
} from './endpoints.js';
export { API_BASE_PATH, ENDPOINT_NAMES, endpoints, possibleErrors } from './endpoints.js';
export { noneMatchHolds } from './entity-tags.js';
export type { ApiError, ErrorCode, FieldIssue, FieldIssueCode } from './errors.js';
export {
  apiError,
  apiErrorSchema,
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorCodeSchema,
  errorStatus,
  FIELD_ISSUE_CODES,
  fieldIssueCodeSchema,
  fieldIssueSchema,
  fieldIssuesFromZod,
  isApiError,
  MAX_FIELD_ISSUES,
  validationError,
} from './errors.js';
export type { GivenUpMail, ListGivenUpMailsResponse } from './given-up-mails.js';
export {
  GIVEN_UP_MAILS_SHOWN,
  givenUpMailSchema,
  listGivenUpMailsResponseSchema,
} from './given-up-mails.js';
export type { HealthResponse } from './health.js';
export { healthResponseSchema } from './health.js';
export type { InvoicePdfParams } from './invoice-documents.js';
export { INVOICE_PDF_MEDIA_TYPE, invoicePdfParamsSchema } from './invoice-documents.js';
export { languageSchema } from './language-schema.js';
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';
export type {
  DissociateRequest,
  DissociateResponse,
  InvitationAnswerRequest,
  InvitationAnswerResponse,
  License,
  SendInvitationRequest,
  SendInvitationResponse,
  UpdateLicensesRequest,
  UpdateLicensesResponse,
} from './licenses.js';
export {
  dissociateRequestSchema,
  dissociateResponseSchema,
  invitationAnswerRequestSchema,
  invitationAnswerResponseSchema,
  licenseSchema,
  sendInvitationRequestSchema,
  sendInvitationResponseSchema,
  updateLicensesRequestSchema,
  updateLicensesResponseSchema,
} from './licenses.js';
export type {
  ApproveInvoiceOrderRequest,
  ApproveInvoiceOrderResponse,
  ListOpenInvoicesResponse,
  MarkInvoicePaidRequest,
  MarkInvoicePaidResponse,
  OpenInvoice,
} from './open-invoices.js';
export {
  approveInvoiceOrderRequestSchema,
  approveInvoiceOrderResponseSchema,
  listOpenInvoicesResponseSchema,
  markInvoicePaidRequestSchema,
  markInvoicePaidResponseSchema,
  openInvoiceSchema,
} from './open-invoices.js';
export type { Order, PaymentMethod } from './orders.js';
export {
  frequencySchema,
  orderSchema,
  PAYMENT_METHODS,
  paidPlanSchema,
  paymentMethodSchema,
  planSchema,
} from './orders.js';
export { pathParameterNames, pathWith, routePattern } from './path-params.js';
export type { PaymentIntentStatus } from './payment-answers.js';
export { PAYMENT_INTENT_STATUSES, paymentIntentStatusSchema } from './payment-answers.js';
export type { MessageResponse } from './primitives.js';
export {
  isoDateTimeSchema,
  MESSAGE_MAX_LENGTH,
  messageResponseSchema,
  RECORD_ID_MAX_LENGTH,
  recordIdSchema,
} from './primitives.js';
export type { ParsedRequest, RawRequest } from './request-parsing.js';
export { parseRequest } from './request-parsing.js';
export { checkResponse, ResponseContractError } from './response-check.js';
export {
  BOOKKEEPING_RECORDS_YEARS,
  BROWSER_ID_KEPT_DAYS,
  COUNTED_ATTEMPTS_KEPT_HOURS,
  LANGUAGE_COOKIE_DAYS,
  SESSION_IDLE_MINUTES,
  SESSION_LIFETIME_HOURS,
} from './retention.js';
export type { BillingInfo } from './rules.js';
export {
  BILLING_INFO_MAX_LENGTH,
  billingInfoSchema,
  COMMON_PASSWORDS_REFUSED,
  EMAIL_MAX_LENGTH,
  emailSchema,
  newLicenseCountSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHRASE_MAX_LENGTH,
  passwordSchema,
  phraseSchema,
  SIGNIN_LINK_VALID_MINUTES,
  signinPasswordSchema,
  storedEmailSchema,
  TOKEN_MAX_LENGTH,
  TOKEN_MIN_LENGTH,
  tokenSchema,
  userCountSchema,
} from './rules.js';
export type {
  ChangeEffect,
  PreviewChangeRequest,
  PreviewChangeResponse,
  ScheduleChangeRequest,
  ScheduleChangeResponse,
  ScheduledChange,
} from './subscription-changes.js';
export {
  CHANGE_EFFECTS,
  centsSchema,
  changeEffectSchema,
  previewChangeRequestSchema,
  previewChangeResponseSchema,
  scheduleChangeRequestSchema,
  scheduleChangeResponseSchema,
  scheduledChangeSchema,
} from './subscription-changes.js';
export type {
  CreateSubscriptionCreditCardRequest,
  CreateSubscriptionCreditCardResponse,
  CreateSubscriptionInvoiceRequest,
  CreateSubscriptionInvoiceResponse,
  InvitationOffer,
  Invoice,
  InvoiceStatus,
  OrderAwaiting,
  SaveBillingInfoRequest,
  SaveBillingInfoResponse,
  Seat,
  SubscriptionInfo,
  SubscriptionInfoResponse,
  UnsubscribeResponse,
} from './subscriptions.js';
export {
  createSubscriptionCreditCardRequestSchema,
  createSubscriptionCreditCardResponseSchema,
  createSubscriptionInvoiceRequestSchema,
  createSubscriptionInvoiceResponseSchema,
  INVOICE_STATUSES,
  invitationOfferSchema,
  invoiceAmountShown,
  invoiceSchema,
  orderAwaitingSchema,
  saveBillingInfoRequestSchema,
  saveBillingInfoResponseSchema,
  seatSchema,
  subscriptionInfoResponseSchema,
  unsubscribeResponseSchema,
} from './subscriptions.js';
export type { SwissUid, SwissVatSuffix } from './swiss-uid.js';
export { parseSwissUid, SWISS_UID_MAX_LENGTH, swissUidCheckDigit } from './swiss-uid.js';
export type {
  DeleteTrackingStatRequest,
  DeleteTrackingStatResponse,
  TrackingClickQuery,
  TrackingStat,
  TrackingStatsResponse,
} from './tracking.js';
export {
  clickIdSchema,
  deleteTrackingStatRequestSchema,
  deleteTrackingStatResponseSchema,
  trackingClickQuerySchema,
  trackingStatSchema,
  trackingStatsResponseSchema,
} from './tracking.js';
export { CLICK_ID_MAX_LENGTH, UNKNOWN_CLICK_ID } from './tracking-ids.js';
export type { UserStatus, UsersMeResponse } from './users.js';
export { userStatusSchema, usersMeResponseSchema } from './users.js';
export { parseUntrusted } from './zod.js';
