import { API_BASE_PATH, type EndpointName, endpoints, pathParameterNames, pathWith } from '@app/contracts';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';
const CREDENTIAL_ID = 'kF3mZk1yT0Jx2vQnH8sLpA';
/** A passkey's answers as the browser library hands them on: shapes only, signed by nothing. */
const REGISTRATION = {
  id: CREDENTIAL_ID,
  rawId: CREDENTIAL_ID,
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
};
const ASSERTION = {
  id: CREDENTIAL_ID,
  rawId: CREDENTIAL_ID,
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDr6Xq0r9w2bKzXG3h5Y9v8lL2mQ1',
  },
  clientExtensionResults: {},
};

/** A request each contract accepts, for tests that call every endpoint. */
export const SAMPLE_INPUT: Record<EndpointName, unknown> = {
  signup: { email: 'anna@praxis.ch', password: 'secret7', lang: 'fr' },
  signin: { email: 'anna@praxis.ch', password: 'secret7' },
  subscriptionInfo: undefined,
  sendInvitation: {
    recipientEmail: 'new.colleague@praxis.ch',
    subscriptionToken: 'sub_mock_0123456789abcdef',
    lang: 'de',
  },
  dissociate: { subscriptionToken: 'sub_mock_0123456789abcdef', email: 'marc.rossi@praxis-lac.ch' },
  // The offer of the `invited` scenario (fixtures/subscriptions.ts).
  acceptInvitation: { invitationId: '6f1c2b9e-3a47-4d2e-9b1f-0c8d7e6a5b41' },
  declineInvitation: { invitationId: '6f1c2b9e-3a47-4d2e-9b1f-0c8d7e6a5b41' },
  unsubscribe: undefined,
  // The default world is an annual Enterprise of five seats: six is a change paid now.
  createSubscriptionCreditCard: {
    paymentMethodId: 'pm_card_visa',
    licenseType: 'enterprise',
    frequency: 'annual',
    userCount: 6,
  },
  usersMe: undefined,
  saveBillingInfo: {
    billingInfo: {
      firstName: 'Anna',
      lastName: 'Müller',
      address: 'Rue du Lac 12',
      postalCode: '1003',
      city: 'Lausanne',
    },
  },
  createSubscriptionInvoice: { licenseType: 'premium', frequency: 'monthly', userCount: 1 },
  updateLicenses: { newLicenseCount: 6 },
  resetPassword: { token: 'reset_0123456789abcdef', newPassword: 'secret12' },
  createPassword: { token: 'invite_0123456789abcdef', email: 'claire@praxis.ch', newPassword: 'secret12' },
  forgotPassword: { email: 'anna@praxis.ch', lang: 'it' },
  resendConfirmation: { email: 'anna@praxis.ch', lang: 'fr', plan: 'premium' },
  checkResetToken: { token: 'reset_0123456789abcdef' },
  checkInvitation: { token: 'invite_0123456789abcdef', email: 'dr.rossi@praxis-lausanne.ch' },
  trackingClick: { id: 'newsletter' },
  getBlacklist: undefined,
  addBlacklistPhrase: { lang: 'fr', phrase: 'Bonne journée' },
  removeBlacklistPhrase: { lang: 'en', phrase: 'Thanks for watching!' },
  trackingStats: undefined,
  deleteTrackingStat: { _id: 'stat_0001' },
  listUsers: undefined,
  signout: undefined,
  confirmEmail: { token: 'confirm_0123456789abcdef' },
  requestSigninLink: { email: 'anna@praxis.ch', lang: 'de' },
  signinWithLink: { token: 'signin_0123456789abcdef' },
  config: undefined,
  health: undefined,
  previewChange: { licenseType: 'enterprise', frequency: 'annual', userCount: 6 },
  // Four seats, still above the three in use: a decrease for the period's end.
  scheduleChange: { licenseType: 'enterprise', frequency: 'annual', userCount: 4 },
  signinTwoFactor: { challenge: 'Y2hhbGxlbmdlLW1vY2stMDEyMzQ1Njc4OQ', code: '123456' },
  signinTwoFactorSetup: { challenge: 'Y2hhbGxlbmdlLW1vY2stMDEyMzQ1Njc4OQ' },
  signinTwoFactorSetupConfirm: { challenge: 'Y2hhbGxlbmdlLW1vY2stMDEyMzQ1Njc4OQ', code: '123456' },
  accountSettings: undefined,
  listSessions: undefined,
  revokeSession: { sessionId: '1c7a4b63-2a8f-4a5f-8e8c-8d4f1a2b3c22' },
  revokeOtherSessions: undefined,
  startTwoFactorSetup: undefined,
  confirmTwoFactorSetup: { code: '123456' },
  disableTwoFactor: { password: 'secret7' },
  setColleaguesTwoFactor: { required: true },
  enterAppDeviceCode: { userCode: 'BCDF-GHJK' },
  setAppDeviceCodeSwitch: { allowed: false },
  exportAccountData: undefined,
  // The default world's (annual Enterprise) invoice.
  invoicePdf: { id: 'in_2026_0201' },
  appSignIn: { uid: 'HT1KMwRL7hmnv002P4F1DCQdbQVSYfF9eaYmNj-7_nz' },
  approveAppSignIn: { uid: 'HT1KMwRL7hmnv002P4F1DCQdbQVSYfF9eaYmNj-7_nz' },
  refuseAppSignIn: { uid: 'HT1KMwRL7hmnv002P4F1DCQdbQVSYfF9eaYmNj-7_nz' },
  appEntitlement: undefined,
  appBlacklist: { lang: 'de' },
  appUsage: { batches: [{ id: 'batch-0001', seconds: 312.5, endedAt: '2026-03-01T09:30:00.000Z' }] },
  deleteAccount: { password: 'secret7' },
  keepAccount: undefined,
  billingInfo: undefined,
  setupPaymentMethod: undefined,
  updatePaymentMethod: { paymentMethodId: 'pm_mock_saved_card' },
  // The refused renewal of the paymentFailed scenario.
  payInvoice: { invoiceId: 'in_2026_0103' },
  resumeSubscription: undefined,
  listGivenUpMails: undefined,
  listOpenInvoices: undefined,
  // The first open invoice of the admin fixtures.
  adminAccess: undefined,
  markInvoicePaid: { invoiceId: 'in_mock_transfer_0001' },
  approveInvoiceOrder: { invoiceId: 'in_mock_transfer_0001' },
  practice: undefined,
  // A colleague of the default world's Enterprise (fixtures/subscriptions.ts).
  setMemberRoles: { email: 'marc.rossi@praxis-lac.ch', admin: true, billing: false },
  offerOwnership: { email: 'marc.rossi@praxis-lac.ch' },
  answerOwnership: { offerId: '3c2f7e10-8d4b-4a6e-9f21-5b7c0d9e8a31', answer: 'accept' },
  // The default world's pending invitation: a licence not in use (docs/licences.md#reassign).
  reassignLicense: {
    subscriptionToken: 'sub_mock_0123456789abcdef',
    fromEmail: 'claire.dubois@praxis-lac.ch',
    toEmail: 'new.colleague@praxis.ch',
    lang: 'de',
  },
  auditLog: { kind: 'sign_in' },
  exportAuditLogCsv: {},
  exportAuditLogJson: {},
  practiceAuditLog: { person: 'marc.rossi@praxis-lac.ch' },
  exportPracticeAuditLogCsv: {},
  exportPracticeAuditLogJson: {},
  adminAuditLog: { limit: '20' },
  exportAdminAuditLogCsv: {},
  exportAdminAuditLogJson: {},
  verifyAuditLog: undefined,
  ssoDiscover: { email: 'anna@praxis-lac.ch' },
  ssoStart: { email: 'anna@praxis-lac.ch' },
  completeSsoSignIn: { ticket: 'c3NvLXRpY2tldC1vZi10aGUtbW9ja3M' },
  ssoSettings: undefined,
  addSsoDomain: { domain: 'praxis-lac.ch' },
  proveSsoDomain: { domain: 'praxis-lac.ch' },
  removeSsoDomain: { domain: 'praxis-lac.ch' },
  saveOidcConnection: {
    issuer: 'https://login.praxis-lac.ch',
    clientId: 'dictation',
    clientSecret: 'a-secret-of-the-provider',
  },
  saveSamlConnection: { metadataUrl: 'https://idp.praxis-lac.ch/metadata.xml' },
  removeSsoConnection: undefined,
  testSsoConnection: undefined,
  setSsoEnforcement: { enforced: true },
  createScimToken: undefined,
  revokeScimToken: undefined,
  passkeySigninOptions: {},
  passkeySignin: { credential: ASSERTION },
  signinPasskeySetupOptions: { challenge: TOKEN },
  signinPasskeySetup: { challenge: TOKEN, credential: REGISTRATION },
  listPasskeys: undefined,
  passkeyCreationOptions: undefined,
  addPasskey: { credential: REGISTRATION, name: 'Praxis-PC Empfang' },
  renamePasskey: { id: '5d1e7f20-8a3b-4c6d-9e0f-1a2b3c4d5e66', name: 'Laptop' },
  removePasskey: { id: '5d1e7f20-8a3b-4c6d-9e0f-1a2b3c4d5e66' },
  setPracticePasskeys: { required: true },
};

/** Calls an endpoint the way the site's client does, on any origin the handlers accept. */
export function callEndpoint(name: EndpointName, options: { token?: string | null; input?: unknown } = {}) {
  const endpoint = endpoints[name];
  const callInput = 'input' in options ? options.input : SAMPLE_INPUT[name];
  // Path parameters are written into the path, as the site's client does; the rest is the body or query.
  const parameters = pathParameterNames(endpoint.path);
  const values = (callInput ?? {}) as Record<string, unknown>;
  const path = parameters.length > 0 ? pathWith(endpoint.path, values) : endpoint.path;
  const input =
    parameters.length > 0
      ? Object.fromEntries(Object.entries(values).filter(([key]) => !parameters.includes(key)))
      : callInput;
  const url = new URL(`http://localhost${API_BASE_PATH}${path}`);
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? 'tok_test_0123456789abcdef' : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (endpoint.request.location === 'query' && input) {
    for (const [key, value] of Object.entries(input as Record<string, string>))
      url.searchParams.set(key, value);
  } else if (endpoint.request.location === 'body') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input);
  }
  return fetch(url, { method: endpoint.method, headers, body, redirect: 'manual' });
}
