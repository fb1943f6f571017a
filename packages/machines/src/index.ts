export type { AccountEmitted, AccountEvent, AccountSnapshot } from './account/account.machine.js';
export { accountActions, accountMachine, availableLicenses } from './account/account.machine.js';
export type {
  AccountPasskeysEmitted,
  AccountPasskeysEvent,
  AccountPasskeysSnapshot,
  PasskeysAct,
} from './account-passkeys/account-passkeys.machine.js';
export { accountPasskeysMachine } from './account-passkeys/account-passkeys.machine.js';
export type {
  AccountSessionsEvent,
  AccountSessionsSnapshot,
} from './account-sessions/account-sessions.machine.js';
export { accountSessionsMachine } from './account-sessions/account-sessions.machine.js';
export type {
  AccountSettingsEmitted,
  AccountSettingsEvent,
  AccountSettingsSnapshot,
  SettingsSection,
} from './account-settings/account-settings.machine.js';
export { accountSettingsMachine } from './account-settings/account-settings.machine.js';
export { adminAccessMachine } from './admin-access/admin-access.machine.js';
export type { AdminBlacklistEvent } from './admin-blacklist/admin-blacklist.machine.js';
export { adminBlacklistMachine, type PhraseRejection } from './admin-blacklist/admin-blacklist.machine.js';
export { adminGivenUpMailsMachine } from './admin-given-up-mails/admin-given-up-mails.machine.js';
export type {
  AdminOpenInvoicesEvent,
  AdminOpenInvoicesSnapshot,
} from './admin-open-invoices/admin-open-invoices.machine.js';
export { adminOpenInvoicesMachine } from './admin-open-invoices/admin-open-invoices.machine.js';
export { adminStatsMachine } from './admin-stats/admin-stats.machine.js';
export { adminUsersMachine, allEmails } from './admin-users/admin-users.machine.js';
export type {
  BillingDetailsContext,
  BillingDetailsErrors,
  BillingDetailsEvent,
  BillingDetailsField,
  BillingDetailsSnapshot,
  BillingDetailsValues,
} from './billing-details/billing-details.machine.js';
export { BILLING_DETAILS_FIELDS, billingDetailsMachine } from './billing-details/billing-details.machine.js';
export type {
  CardChangeContext,
  CardChangeEmitted,
  CardChangeEvent,
  CardChangeSnapshot,
  CardChangeStage,
  CardSetupConfirmation,
} from './card-change/card-change.machine.js';
export { cardChangeMachine, cardChangeStage } from './card-change/card-change.machine.js';
export type {
  CardOrder,
  CardPaymentContext,
  CardPaymentEmitted,
  CardPaymentEvent,
  CardPaymentSnapshot,
  CardSource,
} from './card-payment/card-payment.machine.js';
export { cardPaymentMachine } from './card-payment/card-payment.machine.js';
export {
  type CardPaymentStage,
  cardPaymentButtons,
  cardPaymentStage,
} from './card-payment/card-payment-stage.js';
export {
  type CardConfirmation,
  CardProviderError,
  type CardProviderProblem,
  type ProviderRefusal,
} from './card-payment/card-provider.js';
export type {
  BillingField,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutSnapshot,
  CurrentSubscription,
} from './checkout/checkout.machine.js';
export { BILLING_FIELDS, billingInfoComplete, checkoutMachine } from './checkout/checkout.machine.js';
export { copyConfirmationMachine } from './copy-confirmation/copy-confirmation.machine.js';
export { forgotPasswordMachine } from './forgot-password/forgot-password.machine.js';
export type {
  LicenseAdjustmentEmitted,
  LicenseAdjustmentSnapshot,
} from './license-adjustment/license-adjustment.machine.js';
export { licenseAdjustmentMachine } from './license-adjustment/license-adjustment.machine.js';
export type {
  LicenseReassignEmitted,
  LicenseReassignEvent,
  LicenseReassignSnapshot,
} from './license-reassign/license-reassign.machine.js';
export {
  licenseReassignMachine,
  REASSIGN_INVALID_EMAIL,
} from './license-reassign/license-reassign.machine.js';
export type { NewPasswordMode, NewPasswordValues } from './new-password/new-password.machine.js';
export { newPasswordMachine, newPasswordProblem } from './new-password/new-password.machine.js';
export { resendConfirmationMachine } from './resend-confirmation/resend-confirmation.machine.js';
export type { ResumeEmitted, ResumeEvent, ResumeSnapshot } from './resume/resume.machine.js';
export { resumeMachine } from './resume/resume.machine.js';
export type { SessionEvent, SessionSnapshot } from './session/session.machine.js';
export { isSignedIn, sessionMachine } from './session/session.machine.js';
export { AUTH_TOKEN_STORAGE_KEY } from './session/storage-key.js';
export type { CallFailure } from './shared/call-failure.js';
export { CallError, endsSession, failureOf, serverMessage } from './shared/call-failure.js';
export type { Feedback, FeedbackTone } from './shared/feedback.js';
export { failureFeedback } from './shared/feedback.js';
export type { NavigateEmitted } from './shared/navigation.js';
export type {
  AuthenticateInput,
  CeremonyEnd,
  SignInEmitted,
  SignInEvent,
  SignInReturn,
} from './sign-in/sign-in.machine.js';
export { DELETION_PENDING_PATH, signInMachine } from './sign-in/sign-in.machine.js';
export {
  AFTER_SIGNIN_LINK_PATH,
  SECOND_STEP_PATH,
  signInLinkMachine,
} from './sign-in-link/sign-in-link.machine.js';
export type { EmailValidationState, SignUpValues } from './sign-up/sign-up.machine.js';
export { SIGN_UP_INVALID_EMAIL, signUpMachine, signUpProblem } from './sign-up/sign-up.machine.js';
export {
  ACTIVATION_POLL_INTERVAL_MS,
  ACTIVATION_TIMEOUT_MS,
  AFTER_AUTHENTICATION_WAIT_MS,
  CHANGE_PREVIEW_DELAY_MS,
  COPY_CONFIRMATION_MS,
  RESET_REDIRECT_DELAY_MS,
} from './timings.js';
export type {
  TwoFactorConfirmation,
  TwoFactorSetupEmitted,
  TwoFactorSetupEvent,
  TwoFactorSetupSnapshot,
} from './two-factor-setup/two-factor-setup.machine.js';
export { twoFactorSetupMachine } from './two-factor-setup/two-factor-setup.machine.js';
