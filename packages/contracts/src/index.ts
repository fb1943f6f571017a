export type {
  AdminUser,
  Blacklist,
  BlacklistPhraseRequest,
  BlacklistPhraseResponse,
  GetBlacklistResponse,
  ListUsersResponse,
  Role,
} from './admin.js';
export {
  adminUserSchema,
  blacklistPhraseRequestSchema,
  blacklistPhraseResponseSchema,
  blacklistSchema,
  emptyBlacklist,
  getBlacklistResponseSchema,
  listUsersResponseSchema,
  ROLES,
  roleSchema,
} from './admin.js';
export type {
  ConfirmEmailQuery,
  CreatePasswordRequest,
  CreatePasswordResponse,
  EmailConfirmationOutcome,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  NewPasswordForm,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SigninLinkRequest,
  SigninLinkResponse,
  SigninRequest,
  SigninResponse,
  SigninWithLinkRequest,
  SigninWithLinkResponse,
  SignoutResponse,
  SignupForm,
  SignupRequest,
  SignupResponse,
} from './authentication.js';
export {
  confirmEmailQuerySchema,
  createPasswordRequestSchema,
  createPasswordResponseSchema,
  EMAIL_CONFIRMATION_OUTCOMES,
  EMAIL_CONFIRMATION_PARAM,
  emailConfirmationOutcomeSchema,
  emailConfirmationRedirect,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  newPasswordFormSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionTokenSchema,
  signinLinkRequestSchema,
  signinLinkResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
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
  Endpoint,
  EndpointAuth,
  EndpointName,
  EndpointOrigin,
  EndpointRequest,
  EndpointResponse,
  Endpoints,
  HttpMethod,
  RequestInputOf,
  RequestOf,
  ResponseOf,
} from './endpoints.js';
export { API_BASE_PATH, ENDPOINT_NAMES, endpoints, possibleErrors } from './endpoints.js';
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
export type { HealthResponse } from './health.js';
export { healthResponseSchema } from './health.js';
export { languageSchema } from './language.js';
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';
export type {
  DissociateRequest,
  DissociateResponse,
  License,
  SendInvitationRequest,
  SendInvitationResponse,
  UpdateLicensesRequest,
  UpdateLicensesResponse,
} from './licenses.js';
export {
  dissociateRequestSchema,
  dissociateResponseSchema,
  licenseSchema,
  sendInvitationRequestSchema,
  sendInvitationResponseSchema,
  updateLicensesRequestSchema,
  updateLicensesResponseSchema,
} from './licenses.js';
export type { Order, PaymentMethod } from './orders.js';
export {
  frequencySchema,
  orderSchema,
  PAYMENT_METHODS,
  paidPlanSchema,
  paymentMethodSchema,
  planSchema,
} from './orders.js';
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
  Invoice,
  SaveBillingInfoRequest,
  SaveBillingInfoResponse,
  SubscriptionInfo,
  SubscriptionInfoResponse,
  UnsubscribeResponse,
} from './subscriptions.js';
export {
  createSubscriptionCreditCardRequestSchema,
  createSubscriptionCreditCardResponseSchema,
  createSubscriptionInvoiceRequestSchema,
  createSubscriptionInvoiceResponseSchema,
  invoiceSchema,
  saveBillingInfoRequestSchema,
  saveBillingInfoResponseSchema,
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
