import { type EndpointName, endpoints, isApiError, pathWith } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createSession } from '../src/sessions/sessions-repository.js';
import { adminSession } from './helpers/admin-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from './helpers/payments-harness.js';
import { insertUser } from './helpers/users.js';

let h: PaymentsHarness;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  h = await startPaymentsHarness();
  userToken = await createSession(h.db, await insertUser(h.db, { email: 'control-user@example.ch' }));
  adminToken = await adminSession(h.db, 'control-admin@example.ch');
});
afterAll(() => h.close());

const NAMES = Object.keys(endpoints) as EndpointName[];

/**
 * docs/calls.md#text-fields: a control character in any text of a request, a path parameter
 * included, is a 4xx. PostgreSQL refuses 0x00 in text, so one that reached a query was a 500.
 * Every other field of the request is valid, so that the character is the only thing wrong.
 */
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\t', '\n', '\r'];

/** A valid value for each request field, by its name. */
const VALID: Record<string, unknown> = {
  email: 'anna.fuzz@praxis.ch',
  recipientEmail: 'colleague.fuzz@praxis.ch',
  password: 'correct horse',
  newPassword: 'correct horse battery',
  lang: 'de',
  plan: 'premium',
  licenseType: 'premium',
  frequency: 'monthly',
  userCount: 1,
  newLicenseCount: 2,
  paymentMethodId: 'pm_card_visa',
  token: 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg',
  confirmation: 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg',
  subscriptionToken: 'c3Vic2NyaXB0aW9uLXRva2VuLWZvci10ZXN0cw',
  challenge: 'Y2hhbGxlbmdlLXRva2VuLWZvci1mdXp6LXRlc3Rz',
  code: '123456',
  sessionId: '2f1c1b7e-8a0e-4c1e-9f3a-1d2c3b4a5f6e',
  invitationId: '6f1c2b9e-3a47-4d2e-9b1f-0c8d7e6a5b41',
  required: true,
  userCode: 'BCDF-GHJK',
  allowed: false,
  phrase: 'dictate faster',
  _id: 'click1',
  id: 'download',
  invoiceId: 'in_fuzzControl',
  firstName: 'Anna',
  lastName: 'Muster',
  address: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  company: 'Praxis Muster',
  vatNumber: 'CHE-116.281.710 MWST',
  invoiceEmail: 'billing.fuzz@praxis.ch',
  batches: [{ id: 'batch-0001', seconds: 60, endedAt: '2026-03-01T09:30:00.000Z' }],
  admin: true,
  billing: false,
  offerId: '3c2f7e10-8d4b-4a6e-9f21-5b7c0d9e8a31',
  answer: 'decline',
  fromEmail: 'old.fuzz@praxis.ch',
  toEmail: 'new.fuzz@praxis.ch',
  person: 'member.fuzz@praxis.ch',
  kind: 'sign_in',
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-02-01T00:00:00.000Z',
  before: '100',
  limit: '20',
  // docs/sso.md: the practice's single sign-on.
  test: 'c3NvLXRlc3QtdG9rZW4tZm9yLWZ1enotdGVzdHM',
  ticket: 'c3NvLXRpY2tldC1mb3ItZnV6ei10ZXN0cy1vbmx5',
  domain: 'praxis-fuzz.ch',
  issuer: 'https://login.praxis-fuzz.ch',
  clientId: 'dictation',
  clientSecret: 'a-secret-of-the-provider',
  metadataXml: '<EntityDescriptor/>',
  metadataUrl: 'https://idp.praxis-fuzz.ch/metadata.xml',
  enforced: false,
  // docs/passkeys.md: a ceremony's answer as the browser sends it, and a passkey's name.
  rawId: 'Y3JlZGVudGlhbC1pZC1mb3ItZnV6eg',
  type: 'public-key',
  clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
  attestationObject: 'o2NmbXRkbm9uZQ',
  authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2M',
  signature: 'MEUCIQDfuzz',
  userHandle: 'dXNlci1oYW5kbGUtZnV6eg',
  publicKey: 'cHVibGljLWtleS1mdXp6',
  publicKeyAlgorithm: -7,
  transports: ['internal'],
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
  name: 'Laptop',
  conditional: false,
};

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema with its wrappers (optional, nullable, a pipe's input) taken off. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrapped(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrapped(def.in);
  return schema;
}

/** Valid bodies of a request schema (one per option of a union), and the paths of their strings. */
function validBodies(schema: z.ZodType, key = ''): { body: unknown; strings: string[][] }[] {
  const def = defOf(unwrapped(schema));
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => validBodies(option, key));
  if (def.type === 'object') {
    let results: { body: Record<string, unknown>; strings: string[][] }[] = [{ body: {}, strings: [] }];
    for (const [name, field] of Object.entries(def.shape ?? {})) {
      const fieldBodies = validBodies(field, name);
      results = results.flatMap((result) =>
        fieldBodies.map((fieldBody) => ({
          body: { ...result.body, [name]: fieldBody.body },
          strings: [...result.strings, ...fieldBody.strings.map((path) => [name, ...path])],
        })),
      );
    }
    return results;
  }
  if (!(key in VALID)) throw new Error(`No valid value for the request field ${key}: add one to VALID`);
  return [{ body: VALID[key], strings: def.type === 'string' ? [[]] : [] }];
}

function withValueAt(body: unknown, path: readonly string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return { ...(body as object), [head]: withValueAt((body as Record<string, unknown>)[head], rest, value) };
}

/** The valid value with the character inside it, where no trimming takes it off. */
const spoiled = (valid: string, character: string) => `${valid.slice(0, 2)}${character}${valid.slice(2)}`;

const CONTROL_CASES = NAMES.flatMap((name) => {
  const endpoint = endpoints[name];
  const cases: { name: EndpointName; field: string; body: unknown; params: Record<string, string> }[] = [];
  const validParams = Object.fromEntries(
    [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] as string, 'in_fuzzControl']),
  );
  const bodies = endpoint.request.location === 'none' ? [] : validBodies(endpoint.request.schema);
  for (const { body, strings } of bodies) {
    for (const path of strings) {
      const valid = path.reduce<unknown>(
        (value, key) => (value as Record<string, unknown>)[key],
        body,
      ) as string;
      for (const character of CONTROL_CHARACTERS) {
        cases.push({
          name,
          field: path.join('.'),
          body: withValueAt(body, path, spoiled(valid, character)),
          params: validParams,
        });
      }
    }
  }
  for (const parameter of Object.keys(validParams)) {
    for (const character of CONTROL_CHARACTERS) {
      const params = { ...validParams, [parameter]: spoiled(validParams[parameter] as string, character) };
      cases.push({ name, field: `{${parameter}}`, body: undefined, params });
    }
  }
  return cases;
});

describe('control characters in every text of a request (docs/calls.md#text-fields)', () => {
  it.each(NAMES.filter((name) => CONTROL_CASES.some((entry) => entry.name === name)))(
    '%s refuses each of them with a 4xx, never a 500',
    async (name) => {
      const endpoint = endpoints[name];
      const token = endpoint.auth === 'admin' ? adminToken : endpoint.auth === 'user' ? userToken : undefined;
      for (const { field, body, params } of CONTROL_CASES.filter((entry) => entry.name === name)) {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const inQuery = endpoint.request.location === 'query';
        const query = inQuery ? `?${new URLSearchParams(body as Record<string, string>).toString()}` : '';
        const hasBody = endpoint.request.location === 'body';
        if (hasBody) headers['content-type'] = 'application/json';
        const response = await h.app.inject({
          method: endpoint.method,
          url: `/api${pathWith(endpoint.path, params)}${query}`,
          headers,
          ...(hasBody ? { payload: JSON.stringify(body) } : {}),
        });
        const what = `${name} ${field} ${JSON.stringify(body ?? params)}`;
        // The click always reaches its download (docs/calls.md#tracking-click); it only records nothing.
        if (name === 'trackingClick') {
          expect(response.statusCode, what).toBe(302);
          continue;
        }
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, what).toBeLessThan(500);
        expect(isApiError(response.json()), what).toBe(true);
      }
    },
  );
});
