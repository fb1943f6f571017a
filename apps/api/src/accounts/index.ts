/**
 * The accounts domain's entry: what the routes and the server may use of it (docs/architecture.md#domains).
 */
export {
  FORGOT_PASSWORD_ANSWER,
  forgotPassword,
  isResetLinkLive,
  RESEND_CONFIRMATION_ANSWER,
  resendConfirmation,
  resetPassword,
  SIGNUP_ANSWER,
  signUp,
} from './accounts-service.js';
export { confirmationLinkOutcome } from './confirmation-links.js';
export { createPassword, invitationLinkState } from './invitation-password.js';
