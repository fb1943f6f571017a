import {
  ENDPOINT_NAMES,
  type EndpointName,
  type Endpoints,
  endpoints,
  errorStatus,
  possibleErrors,
  type RequestInputOf,
} from '@app/contracts';
// Fastify's own JSON Schema validator, here in its draft 2020-12 flavour (the one OpenAPI 3.1 uses).
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Database } from '../../src/db/database.js';
import type { OpenApiDocument, OpenApiOperation } from '../../src/routes/docs/openapi.js';
import { PASSKEY_ASSERTION, PASSKEY_CREATED } from '../helpers/passkey-calls.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { BILLING_INFO } from '../helpers/users.js';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type WithRequest = {
  [N in EndpointName]: Endpoints[N]['request'] extends { schema: unknown } ? N : never;
}[EndpointName];

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';

/** A valid request for every call that takes one, as the site sends it; the compiler keeps it complete. */
const VALID_REQUESTS: { [N in WithRequest]: RequestInputOf<N> } = {
  signup: { email: 'anna.muster@praxis.ch', password: 'correct horse', lang: 'de', plan: 'premium' },
  signin: { email: 'anna.muster@praxis.ch', password: 'correct horse' },
  sendInvitation: { recipientEmail: 'marco.rossi@praxis.ch', subscriptionToken: TOKEN, lang: 'it' },
  dissociate: { subscriptionToken: TOKEN, email: 'marco.rossi@praxis.ch' },
  acceptInvitation: { invitationId: '0b9c6a52-5f0e-4c1e-9d3a-7f1e2d3c4b5a' },
  declineInvitation: { invitationId: '0b9c6a52-5f0e-4c1e-9d3a-7f1e2d3c4b5a' },
  createSubscriptionCreditCard: {
    paymentMethodId: 'pm_card_visa',
    frequency: 'annual',
    licenseType: 'enterprise',
    userCount: 3,
  },
  saveBillingInfo: { billingInfo: BILLING_INFO },
  createSubscriptionInvoice: { frequency: 'monthly', licenseType: 'premium', userCount: 1 },
  updateLicenses: { newLicenseCount: 5 },
  resetPassword: { token: TOKEN, newPassword: 'new secret' },
  createPassword: { token: TOKEN, email: 'marco.rossi@praxis.ch', newPassword: 'new secret' },
  forgotPassword: { email: 'anna.muster@praxis.ch', lang: 'fr' },
  trackingClick: { id: 'newsletter-2025-06' },
  addBlacklistPhrase: { lang: 'en', phrase: 'Thanks for watching' },
  removeBlacklistPhrase: { lang: 'en', phrase: 'Thanks for watching' },
  deleteTrackingStat: { _id: '42' },
  confirmEmail: { token: TOKEN },
  requestSigninLink: { email: 'anna.muster@praxis.ch', lang: 'de' },
  signinWithLink: { token: TOKEN },
  resendConfirmation: { email: 'anna.muster@praxis.ch', lang: 'de' },
  checkResetToken: { token: TOKEN },
  checkInvitation: { token: TOKEN, email: 'marco.rossi@praxis.ch' },
  previewChange: { frequency: 'annual', licenseType: 'enterprise', userCount: 3 },
  scheduleChange: { frequency: 'monthly', licenseType: 'enterprise', userCount: 2 },
  signinTwoFactor: { challenge: TOKEN, code: '123456' },
  signinTwoFactorSetup: { challenge: TOKEN },
  signinTwoFactorSetupConfirm: { challenge: TOKEN, code: '123456' },
  revokeSession: { sessionId: '0b6f3a52-1f7e-4f4e-9d7b-7c3e0f1f2a11' },
  confirmTwoFactorSetup: { code: '123456' },
  disableTwoFactor: { password: 'correct horse' },
  setColleaguesTwoFactor: { required: true },
  enterAppDeviceCode: { userCode: 'BCDF-GHJK' },
  setAppDeviceCodeSwitch: { allowed: false },
  appBlacklist: { lang: 'fr' },
  appUsage: { batches: [{ id: 'batch-0001', seconds: 312.5, endedAt: '2026-03-01T09:30:00.000Z' }] },
  deleteAccount: { password: 'correct horse', code: 'abcd-efgh-jkmn' },
  updatePaymentMethod: { paymentMethodId: 'pm_1Pxyz' },
  payInvoice: { invoiceId: 'in_1Pxyz', paymentMethodId: 'pm_1Pxyz' },
  markInvoicePaid: { invoiceId: 'in_1Pxyz' },
  approveInvoiceOrder: { invoiceId: 'in_1Pxyz' },
  setMemberRoles: { email: 'marco.rossi@praxis.ch', admin: true, billing: false },
  offerOwnership: { email: 'marco.rossi@praxis.ch' },
  answerOwnership: { offerId: '0b9c6a52-5f0e-4c1e-9d3a-7f1e2d3c4b5a', answer: 'decline' },
  reassignLicense: {
    subscriptionToken: TOKEN,
    fromEmail: 'marco.rossi@praxis.ch',
    toEmail: 'lea.meier@praxis.ch',
    lang: 'fr',
  },
  auditLog: { kind: 'sign_in', limit: '20' },
  exportAuditLogCsv: { from: '2026-01-01T00:00:00.000Z' },
  exportAuditLogJson: { to: '2026-01-01T00:00:00.000Z' },
  practiceAuditLog: { person: 'marco.rossi@praxis.ch', before: '100' },
  exportPracticeAuditLogCsv: { kind: 'roles_changed' },
  exportPracticeAuditLogJson: { person: 'marco.rossi@praxis.ch' },
  adminAuditLog: { kind: 'seats_drift' },
  exportAdminAuditLogCsv: { from: '2026-01-01T00:00:00.000Z' },
  exportAdminAuditLogJson: { kind: 'stripe_event' },
  ssoDiscover: { email: 'anna.muster@praxis.ch' },
  ssoStart: { email: 'anna.muster@praxis.ch' },
  completeSsoSignIn: { ticket: TOKEN },
  addSsoDomain: { domain: 'praxis-muster.ch' },
  proveSsoDomain: { domain: 'praxis-muster.ch' },
  removeSsoDomain: { domain: 'praxis-muster.ch' },
  saveOidcConnection: {
    issuer: 'https://login.praxis-muster.ch',
    clientId: 'dictation',
    clientSecret: 'secret',
  },
  saveSamlConnection: { metadataUrl: 'https://idp.praxis-muster.ch/metadata.xml' },
  setSsoEnforcement: { enforced: true },
  passkeySigninOptions: {},
  passkeySignin: { credential: PASSKEY_ASSERTION },
  signinPasskeySetupOptions: { challenge: TOKEN },
  signinPasskeySetup: { challenge: TOKEN, credential: PASSKEY_CREATED },
  addPasskey: { credential: PASSKEY_CREATED, name: 'Laptop' },
  renamePasskey: { id: '0b9c6a52-5f0e-4c1e-9d3a-7f1e2d3c4b5a', name: 'Laptop' },
  removePasskey: { id: '0b9c6a52-5f0e-4c1e-9d3a-7f1e2d3c4b5a' },
  setPracticePasskeys: { required: true },
};

// Unknown keywords and formats fail; Ajv's style hints (a `required` without `properties`, as a
// record's schema has) are not errors in JSON Schema and stay off.
const ajv = new Ajv2020({
  strictSchema: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
});
ajvFormats.default(ajv);

let db: Database;
let app: FastifyInstance;
let document: OpenApiDocument;
beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildTestApp(db);
  const response = await app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

function operationOf(name: EndpointName): OpenApiOperation {
  const { method, path } = endpoints[name];
  const operation = document.paths[path]?.[method.toLowerCase() as 'get' | 'post' | 'delete'];
  if (!operation) throw new Error(`${method} ${path} is not documented`);
  return operation;
}

/** The request schema as documented: the body's, or the query parameters put back into an object. */
function documentedRequest(name: WithRequest): JsonSchema {
  const operation = operationOf(name);
  const body = operation.requestBody?.content['application/json'].schema;
  if (body) return body;
  const parameters = operation.parameters ?? [];
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/** Replaces `#/components/schemas/X` references by the schema they name, for a validator that sees one schema. */
function dereference(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(dereference);
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as Record<string, unknown>;
  if (typeof $ref === 'string') {
    return dereference(document.components.schemas[$ref.replace('#/components/schemas/', '')]);
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, dereference(value)]));
}

const accepts = (schema: unknown, value: unknown) => ajv.validate(dereference(schema) as object, value);

describe('GET /api/docs', () => {
  it("answers an OpenAPI 3.1 JSON document without a session, under the API's security headers", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  it('documents every call of the contracts table with its method and path, and nothing else', () => {
    for (const name of ENDPOINT_NAMES) expect(operationOf(name).operationId).toBe(name);
    const documented = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(documented.sort()).toEqual([...ENDPOINT_NAMES].sort());
  });

  it('asks for the bearer session exactly on user and admin calls', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const name of ENDPOINT_NAMES) {
      expect(operationOf(name).security, name).toEqual(
        endpoints[name].auth === 'none' ? [] : [{ bearer: [] }],
      );
    }
    expect(operationOf('listUsers').summary).toContain('admins only');
  });

  it("lists each call's possible errors under their statuses, in the shared error shape", () => {
    for (const name of ENDPOINT_NAMES) {
      const responses = operationOf(name).responses;
      if (endpoints[name].response.kind === 'redirect') {
        expect(Object.keys(responses), name).toEqual(['302']);
        continue;
      }
      const codes = possibleErrors(name);
      const statuses = [...new Set(codes.map(errorStatus))].map(String).sort();
      expect(Object.keys(responses).sort(), name).toEqual(['200', ...statuses].sort());
      for (const code of codes) {
        const schema = responses[String(errorStatus(code))]?.content?.['application/json'].schema;
        expect(
          accepts(schema, { error: true, code, message: 'Something went wrong.' }),
          `${name} ${code}`,
        ).toBe(true);
      }
    }
    const conflicts = operationOf('sendInvitation').responses['409']?.content?.['application/json'].schema;
    expect(accepts(conflicts, { error: true, code: 'no_seat_available', message: 'No licence.' })).toBe(true);
    // A code of another status, or of another call, is not among this one's 409s.
    expect(accepts(conflicts, { error: true, code: 'not_found', message: 'Not found.' })).toBe(false);
    expect(accepts(conflicts, { error: true, code: 'seats_below_in_use', message: 'x' })).toBe(false);
  });

  it("describes the API's real validation failure", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authentication/signup',
      payload: { email: 'not an address' },
    });
    expect(response.statusCode).toBe(400);
    const schema = operationOf('signup').responses['400']?.content?.['application/json'].schema;
    expect(accepts(schema, response.json())).toBe(true);
  });

  it.each(Object.keys(VALID_REQUESTS) as WithRequest[])(
    'documents a request schema of %s that accepts a valid request and agrees with the contract',
    (name) => {
      const schema = documentedRequest(name);
      const contract = endpoints[name].request.schema;
      const valid: Record<string, unknown> = VALID_REQUESTS[name];
      expect(accepts(schema, valid), JSON.stringify(ajv.errors)).toBe(true);
      // The documented schema and the API give the same verdict when a field is missing, and for a
      // body also when one is unknown (OpenAPI's query parameters cannot forbid other parameters).
      const spoiled: unknown[] = Object.keys(valid).map((key) => {
        const { [key]: _left, ...rest } = valid;
        return rest;
      });
      if (endpoints[name].request.location === 'body')
        spoiled.push({ ...valid, unexpected: 'field' }, 'text');
      for (const request of spoiled) {
        expect(accepts(schema, request), JSON.stringify(request)).toBe(contract.safeParse(request).success);
      }
    },
  );

  it('documents the query parameters of the redirect calls, the click id being optional', () => {
    expect(operationOf('trackingClick').parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'query', required: false }),
    ]);
    expect(operationOf('confirmEmail').parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'query', required: true }),
      expect.objectContaining({ name: 'plan', in: 'query', required: false }),
    ]);
    expect(operationOf('confirmEmail').requestBody).toBeUndefined();
  });

  it('documents the success bodies', () => {
    const success = (name: EndpointName) =>
      operationOf(name).responses['200']?.content?.['application/json'].schema;
    expect(accepts(success('usersMe'), { status: 'active', plan: 'premium' })).toBe(true);
    expect(accepts(success('usersMe'), { status: 'someone else', plan: 'premium' })).toBe(false);
    expect(accepts(success('signin'), { token: TOKEN })).toBe(true);
    expect(accepts(success('getBlacklist'), { fr: [], de: ['Untertitel'], it: [], en: [] })).toBe(true);
    expect(operationOf('unsubscribe').requestBody).toBeUndefined();
  });

  it('holds only self-contained schemas: every reference points into the components', () => {
    const references = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
    for (const reference of references) expect(reference).toBe('"$ref":"#/components/schemas/ApiError"');
    expect(JSON.stringify(document)).not.toContain('$defs');
    expect(JSON.stringify(document)).not.toContain('$schema');
  });
});
