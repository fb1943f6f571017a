import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { examples } from '../test/examples.js';
import { ENDPOINT_NAMES, type Endpoint, endpoints } from './endpoints.js';
import { CLICK_ID_MAX_LENGTH, clickIdSchema, trackingClickQuerySchema } from './tracking.js';
import { parseUntrusted } from './zod.js';

/**
 * No request schema lets junk through by accident: whatever a client, a fuzzer or an attacker
 * sends, either it is a well-formed request or the API answers validation_failed before any rule
 * or query runs. The tracking click is the deliberate exception (it never refuses) and has its own
 * property below.
 */

// Longer than any bound in the package, so a string of this size is wrong for every field.
const HUGE = 4096;
const hugeString = fc
  .tuple(fc.integer({ min: HUGE, max: 50_000 }), fc.constantFrom('a', '0', ' ', 'é', '😀', '-'))
  .map(([length, unit]) => unit.repeat(length));

/**
 * Keys a request may leave out: the plan chosen before signing up
 * (docs/accounts.md#email-validation), and the optional fields of the billing calls
 * (docs/subscriptions-and-money.md#billing-info).
 */
const OPTIONAL_KEYS: Readonly<Record<string, readonly string[]>> = {
  signup: ['plan'],
  resendConfirmation: ['plan'],
  payInvoice: ['paymentMethodId'],
  createSubscriptionCreditCard: ['paymentMethodId'],
  // docs/sso.md#sign-in: an address, or a test sign-in's ticket; docs/sso.md#oidc: the stored secret kept.
  ssoStart: ['email', 'test'],
  saveOidcConnection: ['clientSecret'],
  // docs/passkeys.md#sign-in: a sign-in's own challenge only at its passkey step; a name and the
  // silent creation's mark only when there is one.
  passkeySigninOptions: ['challenge'],
  passkeySignin: ['challenge'],
  addPasskey: ['name', 'conditional'],
  signinPasskeySetup: ['name'],
  // The audit log's filters and page (docs/audit-log.md#who-reads): each may be left out.
  ...Object.fromEntries(
    [
      'auditLog',
      'practiceAuditLog',
      'adminAuditLog',
      'exportAuditLogCsv',
      'exportAuditLogJson',
      'exportPracticeAuditLogCsv',
      'exportPracticeAuditLogJson',
      'exportAdminAuditLogCsv',
      'exportAdminAuditLogJson',
    ].map((name) => [name, ['person', 'kind', 'from', 'to', 'before', 'limit']]),
  ),
};

/** Junk other than `{}`, which a call whose every key is optional (the filters) rightly takes. */
const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** A value of the wrong kind for a field whose valid example is `valid` (absent: only if required). */
function wrongFor(valid: unknown, optional = false): fc.Arbitrary<unknown> {
  const anyBoolean = fc.boolean();
  const neverValid = [
    fc.constant(null),
    ...(optional ? [] : [fc.constant(undefined)]),
    anyBoolean,
    fc.array(fc.anything(), { maxLength: 5 }),
    fc.object({ maxDepth: 2 }),
    hugeString,
  ];
  if (typeof valid === 'boolean') {
    // By identity, not position: an optional key's list has no `undefined` to count on.
    return fc.oneof(
      ...neverValid.filter((arbitrary) => arbitrary !== anyBoolean),
      fc.integer(),
      fc.constantFrom('true', ''),
    );
  }
  if (typeof valid === 'number') {
    return fc.oneof(
      ...neverValid,
      fc.string({ maxLength: 20 }),
      fc.constantFrom(0.5, -1, Number.NaN, Infinity, 1e9),
    );
  }
  return fc.oneof(...neverValid, fc.integer(), fc.double());
}

const checked = ENDPOINT_NAMES.flatMap((name) => {
  const endpoint: Endpoint = endpoints[name];
  if (endpoint.request.location === 'none' || name === 'trackingClick') return [];
  const example = examples[name].request as Record<string, unknown>;
  return [
    { name, schema: endpoint.request.schema as z.ZodType, example, optional: OPTIONAL_KEYS[name] ?? [] },
  ];
});

describe('a value that cannot even be compared (found by the properties below, seed 241676073)', () => {
  it('is refused, not thrown: a "length" whose conversion to a number fails', () => {
    const request = { email: 'anna.muster@praxis.ch', password: { length: { toString: 0 } } };
    expect(() => endpoints.signin.request.schema.safeParse(request)).toThrow(TypeError);
    expect(parseUntrusted(endpoints.signin.request.schema, request).success).toBe(false);
  });
});

// The properties take milliseconds; a busy machine has the shared limit (test-timeouts.ts, 60 s)
// for them, not a limit of their own below it.
describe('junk never passes a request schema', () => {
  it.each(checked)('$name: anything at all', ({ schema, example, optional }) => {
    const allOptional = Object.keys(example).every((key) => optional.includes(key));
    const junk = allOptional ? fc.anything().filter((value) => !isEmptyObject(value)) : fc.anything();
    fc.assert(fc.property(junk, (value) => !parseUntrusted(schema, value).success));
  });

  it.each(checked)(
    '$name: the right keys, one holding the wrong kind of value',
    ({ schema, example, optional }) => {
      const keys = Object.keys(example);
      const spoiled = fc
        .constantFrom(...keys)
        .chain((key) =>
          wrongFor(example[key], optional.includes(key)).map((value) => ({ ...example, [key]: value })),
        );
      fc.assert(fc.property(spoiled, (request) => !parseUntrusted(schema, request).success));
    },
  );

  it.each(checked)(
    '$name: the right keys, every value of the wrong kind',
    ({ schema, example, optional }) => {
      const spoiled = fc.record(
        Object.fromEntries(
          Object.entries(example).map(([key, value]) => [key, wrongFor(value, optional.includes(key))]),
        ),
      );
      fc.assert(fc.property(spoiled, (request) => !parseUntrusted(schema, request).success));
    },
  );

  it.each(checked)('$name: a valid request with one unknown key more', ({ schema, example }) => {
    const extraKey = fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !(key in example));
    fc.assert(
      fc.property(extraKey, fc.anything(), (key, value) => {
        // defineProperty, so that even "__proto__" becomes an own key, as JSON.parse makes it.
        const request = Object.defineProperty({ ...example }, key, { value, enumerable: true });
        return !parseUntrusted(schema, request).success;
      }),
    );
  });

  it.each(checked)(
    '$name: a valid request without one of its keys (refused unless optional)',
    ({ schema, example, optional }) => {
      for (const key of Object.keys(example)) {
        const { [key]: _removed, ...rest } = example;
        expect(parseUntrusted(schema, rest).success, key).toBe(optional.includes(key));
      }
    },
  );

  const billingInfo = (examples.saveBillingInfo.request.billingInfo ?? {}) as Record<string, unknown>;
  const required = ['firstName', 'lastName', 'address', 'postalCode', 'city'];
  const save = (changed: Record<string, unknown>) =>
    parseUntrusted(endpoints.saveBillingInfo.request.schema, { billingInfo: { ...billingInfo, ...changed } });

  it('billing info: any one of the five fields wrong', () => {
    const spoiled = fc
      .constantFrom(...required)
      .chain((key) =>
        fc
          .oneof(wrongFor(billingInfo[key]), fc.constantFrom('', '   ', '\t\n'))
          .map((value) => ({ [key]: value })),
      );
    fc.assert(fc.property(spoiled, (changed) => !save(changed).success));
  });

  it('billing info: an optional field of the wrong kind, while a blank one clears it and an absent one keeps it', () => {
    const optionalKeys = Object.keys(billingInfo).filter((key) => !required.includes(key));
    expect(optionalKeys).toEqual(['company', 'vatNumber', 'invoiceEmail']);
    const spoiled = fc
      .constantFrom(...optionalKeys)
      .chain((key) => wrongFor(billingInfo[key], true).map((value) => ({ [key]: value })));
    fc.assert(fc.property(spoiled, (changed) => !save(changed).success));
    for (const key of optionalKeys) {
      for (const [value, parsedAs] of [
        ['', null],
        ['   ', null],
        [undefined, undefined],
      ] as const) {
        const parsed = save({ [key]: value });
        expect(parsed.success, key).toBe(true);
        expect((parsed.data as { billingInfo: Record<string, unknown> }).billingInfo[key]).toBe(parsedAs);
      }
    }
  });
});

describe('the tracking click query never refuses a click', () => {
  it('yields a usable id for any query object', () => {
    const query = fc.dictionary(fc.string({ maxLength: 10 }), fc.anything(), { maxKeys: 5 });
    const withId = fc.record({ id: fc.oneof(fc.anything(), hugeString) });
    fc.assert(
      fc.property(fc.oneof(query, withId), (input) => {
        const parsed = trackingClickQuerySchema.parse(input);
        expect(Object.keys(parsed)).toEqual(['id']);
        expect(parsed.id.length).toBeLessThanOrEqual(CLICK_ID_MAX_LENGTH);
        expect(clickIdSchema.safeParse(parsed.id).success).toBe(true);
      }),
    );
  });
});
