export { endpointHandler, endpointRoute, errorResponse, MOCK_RETRY_AFTER_SECONDS } from './endpoint.js';
export {
  accountSessions,
  accountSessionsWithApps,
  MOCK_WRONG_CODE,
  MOCK_WRONG_PASSWORD,
  recoveryCodes,
  twoFactorSetup,
} from './fixtures/account-security.js';
export {
  adminUsers,
  creditInvoices,
  fullBlacklist,
  givenUpMails,
  openInvoices,
  trackingStats,
} from './fixtures/admin.js';
export {
  AUDIT_COLLEAGUE,
  AUDIT_OWNER,
  auditChainBroken,
  auditChainIntact,
  auditEntries,
} from './fixtures/audit.js';
export {
  actionRequiredAccount,
  CARD_EXPIRY_WARNING_DAY,
  cardExpiringAccount,
  expiringCard,
  newCard,
  paymentFailedAccount,
  savedBillingDetails,
} from './fixtures/billing.js';
export { passkeysFixture } from './fixtures/passkeys.js';
export {
  ADMIN_EMAIL,
  BILLING_EMAIL,
  MEMBER_EMAIL,
  ownershipOfferToAdmin,
  practiceAccount,
  practiceMembers,
} from './fixtures/practice.js';
export {
  MOCK_FAILING_SSO_TICKET,
  MOCK_SSO_START_URL,
  MOCK_SSO_TICKET,
  type MockSso,
  SSO_DOMAIN,
  SSO_DOMAIN_CLAIMED_ELSEWHERE,
} from './fixtures/sso.js';
export {
  cancelledAccount,
  colleagueAccount,
  enterpriseAccount,
  enterpriseDeclinedAccount,
  enterpriseFewerScheduledAccount,
  enterpriseFullAccount,
  freeAccount,
  invitedAccount,
  invitedPremiumAccount,
  manyInvoices,
  orderAwaitingAccount,
  premiumAccount,
  premiumMonthlyAccount,
  premiumOnInvoiceAccount,
  savedCard,
  TRIAL_END,
  trialEndedAccount,
} from './fixtures/subscriptions.js';
export { activeUser, pendingUser } from './fixtures/users.js';
export { MOCK_DOWNLOAD_DESTINATION } from './handlers/admin.js';
export {
  MOCK_DEVICE_NAME,
  MOCK_DEVICE_REQUEST,
  MOCK_DEVICE_SIGN_IN,
  MOCK_EXPIRED_APP_SIGN_IN,
  MOCK_SIGNED_IN_AS,
  MOCK_USER_CODE,
  mockDevicesInUse,
} from './handlers/app-auth.js';
export { MOCK_CHALLENGE, MOCK_SESSION_TOKEN } from './handlers/authentication.js';
export { SETUP_SECRETS } from './handlers/billing.js';
export { createHandlers, handlers, handlersFor, resetDefaultWorld } from './handlers/index.js';
export {
  expiredSessionEverywhere,
  expiredSessionOn,
  networkFailureEverywhere,
  networkFailureOn,
  refusalOn,
  serverErrorEverywhere,
  serverErrorOn,
} from './scenarios/failures.js';
export type { Scenario, ScenarioName } from './scenarios/index.js';
export { activatesAfterPolls, isScenarioName, SCENARIO_NAMES, scenarios } from './scenarios/index.js';
export { requestedScenario, SCENARIO_STORAGE_KEY } from './scenarios/selection.js';
export { pendingAccount } from './scenarios/users.js';
export type { CardOutcome, CardSetupOutcome, MockWorld, WorldOptions } from './world.js';
export { createWorld } from './world.js';
