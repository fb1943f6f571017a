import type { EndpointName, Endpoints, RequestInputOf, ResponseOf } from '../src/index.js';

/**
 * One valid request and one valid response for every call, written as a client and the API would
 * send them. The table tests check that each passes its schema, then spoil it field by field.
 */
type Example<N extends EndpointName> = (Endpoints[N]['request'] extends { schema: unknown }
  ? { request: RequestInputOf<N> }
  : { request?: undefined }) &
  (Endpoints[N]['response'] extends { schema: unknown }
    ? { response: ResponseOf<N> }
    : { response?: undefined });

export const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';
export const SUBSCRIPTION_TOKEN = 'c3Vic2NyaXB0aW9uLXRva2VuLWZvci10ZXN0cw';
const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `abcd-efgh-${String(index).padStart(4, '2')}`,
);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Dictation:anna.muster%40praxis.ch?issuer=Dictation&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: Array.from({ length: 21 }, () => '10'.repeat(10).concat('1')),
};
const NOW = '2025-06-01T10:00:00.000Z';
const AUDIT_ENTRY = {
  id: 41,
  at: NOW,
  actor: { kind: 'user' as const, email: 'anna.muster@praxis.ch' },
  address: '203.0.113.7',
  browser: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
  kind: 'roles_changed' as const,
  target: 'marco.rossi@praxis.ch',
  before: { roles: ['member'] },
  after: { roles: ['member', 'billing'] },
};

const CREDENTIAL_ID = 'kF3mZk1yT0Jx2vQnH8sLpA';
const CHALLENGE = 'dGhlLWNoYWxsZW5nZS1vZi10aGUtY2VyZW1vbnktMzI';
const USER_HANDLE = 'cmFuZG9tLXVzZXItaGFuZGxlLW9mLTMyLWJ5dGVzISE';
const PASSKEY = {
  id: '5d1e7f20-8a3b-4c6d-9e0f-1a2b3c4d5e66',
  name: 'Praxis-PC Empfang',
  createdAt: NOW,
  lastUsedAt: null,
  synced: true,
};
const CREATION_OPTIONS = {
  rp: { name: 'Dictation', id: 'dictation.example' },
  user: { id: USER_HANDLE, name: 'anna.muster@praxis.ch', displayName: 'anna.muster@praxis.ch' },
  challenge: CHALLENGE,
  pubKeyCredParams: [
    { alg: -7, type: 'public-key' as const },
    { alg: -257, type: 'public-key' as const },
  ],
  timeout: 300000,
  excludeCredentials: [{ id: CREDENTIAL_ID, type: 'public-key' as const, transports: ['internal'] }],
};
const REGISTRATION = {
  id: CREDENTIAL_ID,
  rawId: CREDENTIAL_ID,
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
    attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjF',
    transports: ['internal', 'hybrid'],
  },
  authenticatorAttachment: 'platform' as const,
  clientExtensionResults: { credProps: { rk: true } },
};
const ASSERTION = {
  id: CREDENTIAL_ID,
  rawId: CREDENTIAL_ID,
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDr6Xq0r9w2bKzXG3h5Y9v8lL2mQ1',
    userHandle: USER_HANDLE,
  },
  clientExtensionResults: {},
};

const SSO_SETTINGS = {
  domains: [
    {
      domain: 'praxis-muster.ch',
      recordName: '_dictation-sso.praxis-muster.ch',
      recordValue: 'dictation-sso-verification=Zm9vYmFyYmF6cXV4cXV1eA',
      provenAt: NOW,
    },
  ],
  connection: {
    protocol: 'oidc' as const,
    issuer: 'https://login.microsoftonline.com/8e2f1c3a-1b2c-4d5e-8f90-123456789abc/v2.0',
    clientId: '2a6a1b1c-0f4e-4d8e-9c4b-7e2d5f1a0b3c',
    clientSecretSet: true,
  },
  serviceProvider: {
    redirectUri: 'https://dictation.example/api/sso/oidc/callback',
    samlEntityId: 'https://dictation.example/api/sso/saml/metadata',
    samlAcsUrl: 'https://dictation.example/api/sso/saml/acs',
    samlMetadataUrl: 'https://dictation.example/api/sso/saml/metadata',
    samlCertificate: 'MIIC...',
  },
  testedAt: NOW,
  testedBy: 'anna.muster@praxis-muster.ch',
  enforced: false,
  scim: { baseUrl: 'https://dictation.example/api/scim/v2', tokenCreatedAt: null, tokenLastUsedAt: null },
};

export const examples: { [N in EndpointName]: Example<N> } = {
  signup: {
    request: { email: 'anna.muster@praxis.ch', password: 'correct horse', lang: 'de', plan: 'premium' },
    response: { message: 'A confirmation e-mail has been sent.' },
  },
  signin: {
    request: { email: 'anna.muster@praxis.ch', password: 'correct horse' },
    response: { token: TOKEN },
  },
  subscriptionInfo: {
    response: {
      accountType: 'enterprise',
      nextRenewalDate: '2025-07-01T10:00:00.000Z',
      cancellationDate: null,
      licenses: [
        {
          email: 'anna.muster@praxis.ch',
          status: 'active',
          removable: false,
          usage: { monthSeconds: 7530, lastUsedAt: '2025-06-12T16:20:00.000Z' },
        },
        { email: 'marco.rossi@praxis.ch', status: 'pending', removable: true, usage: null },
      ],
      numberOfLicenses: 3,
      subscriptionToken: SUBSCRIPTION_TOKEN,
      frequency: 'annual',
      invoices: [
        {
          id: 'in_1PxYz',
          number: 'A1B2C3-0001',
          created: 1748772000,
          amount_paid: 140400,
          amount_due: 140400,
          status: 'paid',
          invoice_pdf: 'https://pay.stripe.com/invoice/acct_1/in_1PxYz/pdf',
        },
      ],
      trialEndsAt: null,
      seat: null,
      invitations: [],
      scheduledChange: {
        accountType: 'enterprise',
        frequency: 'annual',
        numberOfLicenses: 2,
        effectiveDate: '2025-07-01T10:00:00.000Z',
      },
      licenseHeldElsewhere: false,
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2027 },
      nextCharge: { amount: 140400, date: '2025-07-01T10:00:00.000Z' },
      paymentProblem: null,
      orderAwaiting: null,
      paidBy: 'card',
      appUsage: { monthSeconds: 7530, lastUsedAt: '2025-06-12T16:20:00.000Z' },
    },
  },
  sendInvitation: {
    request: { recipientEmail: 'marco.rossi@praxis.ch', subscriptionToken: SUBSCRIPTION_TOKEN, lang: 'it' },
    response: { message: 'An invitation has been sent.' },
  },
  acceptInvitation: {
    request: { invitationId: '0b9c6a52-5f0e-4c1e-9d3a-7f1e2d3c4b5a' },
    response: { message: 'The license is yours.' },
  },
  declineInvitation: {
    request: { invitationId: '0b9c6a52-5f0e-4c1e-9d3a-7f1e2d3c4b5a' },
    response: { message: 'The invitation has been declined.' },
  },
  dissociate: {
    request: { subscriptionToken: SUBSCRIPTION_TOKEN, email: 'marco.rossi@praxis.ch' },
    response: { message: 'The license has been removed.' },
  },
  unsubscribe: {
    response: { message: 'Your subscription has been successfully canceled.', cancellationDate: NOW },
  },
  createSubscriptionCreditCard: {
    request: {
      paymentMethodId: 'pm_card_visa',
      frequency: 'annual',
      licenseType: 'enterprise',
      userCount: 3,
    },
    response: { requiresAction: true, clientSecret: 'pi_3Pxyz_secret_abc' },
  },
  usersMe: { response: { status: 'active', plan: 'enterprise' } },
  saveBillingInfo: {
    request: {
      billingInfo: {
        firstName: 'Anna',
        lastName: 'Muster',
        address: 'Bahnhofstrasse 1',
        postalCode: '8001',
        city: 'Zürich',
        company: 'Praxis Dr. Muster',
        vatNumber: 'CHE-116.281.710 MWST',
        invoiceEmail: 'buchhaltung@praxis.ch',
      },
    },
    response: { message: 'Billing information saved.' },
  },
  createSubscriptionInvoice: {
    request: { frequency: 'monthly', licenseType: 'premium', userCount: 1 },
    response: { message: 'Your subscription has been created.', awaitsApproval: false },
  },
  updateLicenses: {
    request: { newLicenseCount: 5 },
    response: {
      message: 'Order finalized successfully!',
      numberOfLicenses: 3,
      effective: 'now',
      effectiveDate: NOW,
      requiresAction: true,
      clientSecret: 'pi_3Pxyz_secret_abc',
      userStatus: 'pending',
      paymentIntentStatus: 'requires_action',
    },
  },
  resetPassword: {
    request: { token: TOKEN, newPassword: 'new secret' },
    response: { message: 'Your password has been changed.' },
  },
  createPassword: {
    request: { token: TOKEN, email: 'marco.rossi@praxis.ch', newPassword: 'new secret' },
    response: { message: 'Your password has been created.' },
  },
  resendConfirmation: {
    request: { email: 'anna.muster@praxis.ch', lang: 'de', plan: 'enterprise' },
    response: { message: 'If this address waits for its confirmation, the e-mail has been sent again.' },
  },
  checkResetToken: {
    request: { token: TOKEN },
    response: { valid: false },
  },
  checkInvitation: {
    request: { token: TOKEN, email: 'anna.muster@praxis.ch' },
    response: { state: 'signIn' },
  },
  forgotPassword: {
    request: { email: 'anna.muster@praxis.ch', lang: 'fr' },
    response: { message: 'If the address is known, an e-mail has been sent.' },
  },
  trackingClick: { request: { id: 'newsletter-2025-06' } },
  getBlacklist: {
    response: { fr: ['Sous-titres réalisés par la communauté'], de: [], it: [], en: ['Thanks for watching'] },
  },
  addBlacklistPhrase: {
    request: { lang: 'en', phrase: 'Thanks for watching' },
    response: { fr: [], de: [], it: [], en: ['Thanks for watching'] },
  },
  removeBlacklistPhrase: {
    request: { lang: 'en', phrase: 'Thanks for watching' },
    response: { fr: [], de: [], it: [], en: [] },
  },
  trackingStats: {
    response: [
      { _id: '42', date: NOW, id: 'newsletter-2025-06', existsInUsers: true, plan: 'premium' },
      { _id: '43', date: NOW, id: 'unknown', existsInUsers: false, plan: null },
    ],
  },
  deleteTrackingStat: { request: { _id: '42' }, response: { message: 'Deleted.' } },
  listUsers: {
    response: [
      {
        _id: '7f0c5a52-1f7e-4f4e-9d7b-7c3e0f1f2a11',
        email: 'anna.muster@praxis.ch',
        role: 'admin',
        plan: 'enterprise',
        numberOfLicenses: 3,
        status: 'active',
        createdAt: NOW,
        transcriptionTime: 3725,
      },
    ],
  },
  signout: { response: { message: 'Signed out.' } },
  requestSigninLink: {
    request: { email: 'anna.muster@praxis.ch', lang: 'de' },
    response: { message: 'If this address has an account, an e-mail with a sign-in link has been sent.' },
  },
  signinWithLink: { request: { token: TOKEN }, response: { token: TOKEN } },
  confirmEmail: { request: { token: TOKEN } },
  config: {
    response: {
      stripePublishableKey: 'pk_test_emulator',
      stripeJsUrl: 'http://localhost:12111/js.stripe.com/v3',
      invoicePaymentEnabled: false,
    },
  },
  health: { response: { status: 'ok' } },
  previewChange: {
    request: { frequency: 'annual', licenseType: 'enterprise', userCount: 3 },
    response: {
      amountDueNow: 93600,
      vatDueNow: 6693,
      vatRatePercent: 8.1,
      nextChargeAmount: 140400,
      nextChargeDate: '2026-06-01T10:00:00.000Z',
      effective: 'now',
    },
  },
  scheduleChange: {
    request: { frequency: 'monthly', licenseType: 'enterprise', userCount: 2 },
    response: { message: 'The change takes effect at the end of the period.', effectiveDate: NOW },
  },
  signinTwoFactor: {
    request: { challenge: TOKEN, code: '123456' },
    response: { token: TOKEN, deletionScheduledAt: NOW },
  },
  signinTwoFactorSetup: { request: { challenge: TOKEN }, response: SETUP },
  signinTwoFactorSetupConfirm: {
    request: { challenge: TOKEN, code: '654321' },
    response: { token: TOKEN, recoveryCodes: RECOVERY_CODES },
  },
  accountSettings: {
    response: {
      twoFactor: { enabled: true, recoveryCodesLeft: 9, requiredByOwner: false },
      colleaguesTwoFactorRequired: true,
      appDeviceCode: { allowed: true },
      practicePasskeysRequired: false,
      deletionScheduledAt: null,
    },
  },
  listSessions: {
    response: {
      sessions: [
        {
          kind: 'browser',
          id: '0b6f3a52-1f7e-4f4e-9d7b-7c3e0f1f2a11',
          browser: 'Chrome 156',
          system: 'Windows 10',
          createdAt: NOW,
          lastUsedAt: NOW,
          current: true,
          signedInWith: 'passkey',
        },
        {
          kind: 'app',
          id: '3e9c6d85-4cab-4c7b-8a0e-af6b3c4d5e44',
          name: 'PC-Empfang',
          createdAt: NOW,
          lastUsedAt: NOW,
          lastUsedFrom: '203.0.113.10',
          current: false,
        },
        {
          kind: 'browser',
          id: '1c7a4b63-2a8f-4a5f-8e8c-8d4f1a2b3c22',
          browser: null,
          system: null,
          createdAt: NOW,
          lastUsedAt: NOW,
          current: false,
          signedInWith: null,
        },
      ],
    },
  },
  revokeSession: {
    request: { sessionId: '1c7a4b63-2a8f-4a5f-8e8c-8d4f1a2b3c22' },
    response: { message: 'The session has been ended.' },
  },
  revokeOtherSessions: { response: { message: 'Every other session has been ended.', revoked: 2 } },
  startTwoFactorSetup: { response: SETUP },
  confirmTwoFactorSetup: { request: { code: '123 456' }, response: { recoveryCodes: RECOVERY_CODES } },
  disableTwoFactor: {
    request: { code: 'abcd-efgh-jkmn' },
    response: { message: 'Two-factor sign-in is off.' },
  },
  setColleaguesTwoFactor: {
    request: { required: true },
    response: { message: 'Your colleagues will set it up at their next sign-in.', required: true },
  },
  exportAccountData: {},
  invoicePdf: {},
  appSignIn: {
    response: {
      clientId: 'dictation-windows',
      deviceName: 'PC-Cabinet-2',
      signedInAs: 'doctor@example.ch',
      deviceLimit: 3,
      devicesInUse: [{ name: 'PC-Cabinet-1', lastUsedAt: NOW }],
      flow: 'device',
      requestedFrom: '203.0.113.7',
      requestedAt: NOW,
    },
  },
  enterAppDeviceCode: { request: { userCode: 'bcdf-ghjk' }, response: { uid: 'Dv7kQm2xLp9RtYw3Zc8Nf' } },
  setAppDeviceCodeSwitch: { request: { allowed: false }, response: { allowed: false } },
  approveAppSignIn: {
    response: { redirectTo: 'https://dictation.example.ch/oauth/authorize/HT1KMwRL7hmnv' },
  },
  refuseAppSignIn: { response: { redirectTo: 'https://dictation.example.ch/oauth/authorize/HT1KMwRL7hmnv' } },
  appEntitlement: {
    response: {
      plan: 'enterprise',
      features: ['dictation', 'realtime_transcription', 'translation'],
      seat: { source: 'enterprise_seat', holder: 'colleague@example.ch', ownerEmail: 'doctor@example.ch' },
      trialEndsAt: null,
      renewsAt: null,
      endsAt: null,
      blacklistLanguages: ['fr', 'de'],
      device: { id: 'grant-7Hk2mQ', name: 'PC-Cabinet-2' },
      offline: { token: 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl', expiresAt: NOW },
    },
  },
  appBlacklist: { request: { lang: 'de' }, response: ['Patientin', 'Röntgenbild'] },
  appUsage: {
    request: { batches: [{ id: 'batch-0001', seconds: 312.5, endedAt: NOW }] },
    response: { accepted: 1, duplicates: 0 },
  },
  deleteAccount: {
    // Without the code: the junk test takes away each key in turn, and the code is optional.
    request: { password: 'correct horse' },
    response: { message: 'Your account will be deleted.', deletionScheduledAt: NOW },
  },
  keepAccount: { response: { message: 'Your account is kept.' } },
  billingInfo: {
    response: {
      billingInfo: {
        firstName: 'Anna',
        lastName: 'Muster',
        address: 'Bahnhofstrasse 1',
        postalCode: '8001',
        city: 'Zürich',
        company: 'Praxis Dr. Muster',
        vatNumber: 'CHE-116.281.710 MWST',
        invoiceEmail: 'buchhaltung@praxis.ch',
      },
    },
  },
  setupPaymentMethod: { response: { clientSecret: 'seti_1Pxyz_secret_abc' } },
  updatePaymentMethod: {
    request: { paymentMethodId: 'pm_1Pxyz' },
    response: {
      message: 'The card has been saved.',
      paymentMethod: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2028 },
    },
  },
  payInvoice: {
    request: { invoiceId: 'in_1PxYz', paymentMethodId: 'pm_1Pxyz' },
    response: {
      requiresAction: true,
      clientSecret: 'pi_3Pxyz_secret_abc',
      userStatus: 'pending',
      paymentIntentStatus: 'requires_action',
    },
  },
  resumeSubscription: {
    response: { message: 'Your subscription goes on.', nextRenewalDate: '2025-07-01T10:00:00.000Z' },
  },
  listGivenUpMails: {
    response: [
      {
        id: '4711',
        recipient: 'anna.muster@praxis.ch',
        kind: 'billing_invoice_reminder',
        givenUpAt: '2025-06-08T07:00:00.000Z',
        attempts: 30,
        lastError: 'no invoice in_1PxYz for its mail',
      },
    ],
  },
  listOpenInvoices: {
    response: [
      {
        invoiceId: 'in_1PxYz',
        number: 'DICT-0042',
        customerEmail: 'anna.muster@praxis.ch',
        customerName: 'Praxis am See',
        amountDue: 89_700,
        issuedAt: '2025-05-01T10:00:00.000Z',
        dueAt: '2025-05-31T10:00:00.000Z',
        overdue: true,
        remindedAt: null,
        status: 'open',
        awaitsApproval: true,
      },
    ],
  },
  adminAccess: { response: { message: 'The admin area is open.' } },
  markInvoicePaid: { request: { invoiceId: 'in_1PxYz' }, response: [] },
  approveInvoiceOrder: { request: { invoiceId: 'in_1PxYz' }, response: [] },
  practice: {
    response: {
      practice: {
        ownerEmail: 'anna.muster@praxis.ch',
        ownerName: 'Anna Muster',
        roles: ['member', 'billing'],
        permissions: ['billing', 'plan'],
        members: [],
        subscription: null,
      },
      ownershipOffer: null,
    },
  },
  setMemberRoles: {
    request: { email: 'marco.rossi@praxis.ch', admin: false, billing: true },
    response: { message: 'The roles have been changed.' },
  },
  offerOwnership: {
    request: { email: 'marco.rossi@praxis.ch' },
    response: { message: 'The ownership has been offered.' },
  },
  answerOwnership: {
    request: { offerId: '7d7c3c1e-2f7a-4d2b-9a51-3f1c9e0b8a10', answer: 'accept' },
    response: { message: 'You are now the owner of the practice.' },
  },
  reassignLicense: {
    request: {
      subscriptionToken: SUBSCRIPTION_TOKEN,
      fromEmail: 'marco.rossi@praxis.ch',
      toEmail: 'lea.meier@praxis.ch',
      lang: 'de',
    },
    response: { message: 'The licence has been reassigned.' },
  },
  auditLog: {
    request: { kind: 'sign_in' },
    response: { entries: [AUDIT_ENTRY], nextBefore: null },
  },
  exportAuditLogCsv: { request: { from: NOW } },
  exportAuditLogJson: { request: { from: NOW } },
  practiceAuditLog: {
    request: { person: 'marco.rossi@praxis.ch', limit: '20' },
    response: { entries: [AUDIT_ENTRY], nextBefore: 41 },
  },
  exportPracticeAuditLogCsv: { request: { kind: 'roles_changed' } },
  exportPracticeAuditLogJson: { request: { to: NOW } },
  adminAuditLog: {
    request: { before: '42' },
    response: { entries: [AUDIT_ENTRY], nextBefore: null },
  },
  exportAdminAuditLogCsv: { request: { kind: 'seats_drift' } },
  exportAdminAuditLogJson: { request: { person: 'anna.muster@praxis.ch' } },
  verifyAuditLog: { response: { intact: true, entriesChecked: 41, firstBrokenId: null } },
  ssoDiscover: {
    request: { email: 'anna.muster@praxis-muster.ch' },
    response: { sso: { startUrl: '/api/sso/start?email=anna.muster%40praxis-muster.ch', enforced: true } },
  },
  ssoStart: { request: { email: 'anna.muster@praxis-muster.ch' } },
  completeSsoSignIn: { request: { ticket: TOKEN }, response: { token: TOKEN } },
  ssoSettings: { response: SSO_SETTINGS },
  addSsoDomain: { request: { domain: 'praxis-muster.ch' }, response: SSO_SETTINGS },
  proveSsoDomain: { request: { domain: 'praxis-muster.ch' }, response: SSO_SETTINGS },
  removeSsoDomain: { request: { domain: 'praxis-muster.ch' }, response: SSO_SETTINGS },
  saveOidcConnection: {
    request: {
      issuer: 'https://login.microsoftonline.com/8e2f1c3a-1b2c-4d5e-8f90-123456789abc/v2.0',
      clientId: '2a6a1b1c-0f4e-4d8e-9c4b-7e2d5f1a0b3c',
      clientSecret: 'a-secret-of-the-provider',
    },
    response: SSO_SETTINGS,
  },
  saveSamlConnection: {
    request: { metadataUrl: 'https://idp.praxis-muster.ch/metadata.xml' },
    response: SSO_SETTINGS,
  },
  removeSsoConnection: { response: SSO_SETTINGS },
  testSsoConnection: { response: { redirectUrl: `/api/sso/start?test=${TOKEN}` } },
  setSsoEnforcement: { request: { enforced: true }, response: SSO_SETTINGS },
  createScimToken: { response: { token: `${TOKEN}${TOKEN}`, createdAt: NOW } },
  revokeScimToken: { response: { message: 'The token no longer works.' } },
  passkeySigninOptions: {
    request: { challenge: TOKEN },
    response: {
      options: {
        challenge: CHALLENGE,
        timeout: 300000,
        rpId: 'dictation.example',
        userVerification: 'required',
      },
    },
  },
  passkeySignin: { request: { credential: ASSERTION, challenge: TOKEN }, response: { token: TOKEN } },
  signinPasskeySetupOptions: { request: { challenge: TOKEN }, response: { options: CREATION_OPTIONS } },
  signinPasskeySetup: {
    request: { challenge: TOKEN, credential: REGISTRATION, name: 'Praxis-PC Empfang' },
    response: { token: TOKEN },
  },
  listPasskeys: { response: { passkeys: [PASSKEY], required: false, passkeySession: true } },
  passkeyCreationOptions: { response: { options: CREATION_OPTIONS } },
  addPasskey: {
    request: { credential: REGISTRATION, name: 'Praxis-PC Empfang', conditional: false },
    response: { passkey: PASSKEY },
  },
  renamePasskey: {
    request: { id: PASSKEY.id, name: 'Laptop' },
    response: { passkey: { ...PASSKEY, name: 'Laptop' } },
  },
  removePasskey: {
    request: { id: PASSKEY.id },
    response: {
      message: 'The passkey was removed.',
      signal: { rpId: 'dictation.example', userId: USER_HANDLE, allAcceptedCredentialIds: [] },
    },
  },
  setPracticePasskeys: {
    request: { required: true },
    response: { message: 'Passkeys are required of those who run the practice.', required: true },
  },
};
