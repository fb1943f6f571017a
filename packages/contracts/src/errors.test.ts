import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { examples } from '../test/examples.js';
import { REFUSED_WHILE_DELETION_PENDING } from './account-security.js';
import { signupFormSchema, signupRequestSchema } from './authentication.js';
import { ENDPOINT_NAMES, endpoints } from './endpoints.js';
import {
  apiError,
  apiErrorSchema,
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorStatus,
  fieldIssuesFromZod,
  isApiError,
  MAX_FIELD_ISSUES,
  validationError,
} from './errors.js';
import { billingInfoSchema, PASSWORD_MIN_LENGTH } from './rules.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The rows of the README table whose header starts with `header`, as arrays of trimmed cells. */
function tableRows(header: string): string[][] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${header}\\s*\\|`).test(line));
  expect(start, `a README table headed "${header}"`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('the error codes', () => {
  it('each have a documented entry in the README, with its HTTP status and when it is used', () => {
    const rows = tableRows('Code');
    const documented = rows.map(([code]) => code?.replaceAll('`', ''));
    expect(documented).toEqual([...ERROR_CODES]);
    for (const [code, status, when] of rows) {
      const name = code?.replaceAll('`', '') as keyof typeof ERROR_CATALOGUE;
      expect(Number(status), name).toBe(ERROR_CATALOGUE[name].status);
      expect(when?.length, name).toBeGreaterThan(20);
    }
  });

  it('keep 401 and 403 for sessions and admins, as the site signs out on them (docs/accounts.md#session-end)', () => {
    const signingOut = ERROR_CODES.filter((code) => [401, 403].includes(errorStatus(code)));
    // admin_needs_two_factor, admin_needs_passkey and role_not_permitted are those the site knows by
    // their code and does not sign out on.
    expect(signingOut.sort()).toEqual([
      'admin_needs_passkey',
      'admin_needs_two_factor',
      'email_not_confirmed',
      'forbidden',
      'invalid_credentials',
      'role_not_permitted',
      'unauthorized',
    ]);
    // The two that are not about a session belong to sign-in, which has no session to lose.
    for (const name of ENDPOINT_NAMES) {
      if (endpoints[name].auth === 'none') continue;
      expect(endpoints[name].errors).not.toContain('invalid_credentials');
      expect(endpoints[name].errors).not.toContain('email_not_confirmed');
    }
  });

  it('are stable lower snake case words', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('the README table of calls', () => {
  it('lists every call with its method, path and auth', () => {
    const rows = tableRows('Name');
    expect(rows.map(([name]) => name?.replaceAll('`', ''))).toEqual(ENDPOINT_NAMES);
    for (const [name, method, path, auth, , , errors] of rows) {
      const endpoint = endpoints[name?.replaceAll('`', '') as keyof typeof endpoints];
      expect([method, path?.replaceAll('`', ''), auth]).toEqual([
        endpoint.method,
        endpoint.path,
        endpoint.auth,
      ]);
      const listed = errors ? errors.split(',').map((code) => code.trim().replaceAll('`', '')) : [];
      expect(listed, name).toEqual([...endpoint.errors]);
    }
  });
});

describe('the error shape', () => {
  it('is built by apiError with the catalogue message by default', () => {
    expect(apiError('card_declined')).toEqual({
      error: true,
      code: 'card_declined',
      message: 'Card declined. Please try again.',
    });
    expect(apiError('not_found', { message: 'No such phrase.' }).message).toBe('No such phrase.');
    expect(apiErrorSchema.parse(apiError('internal_error'))).toEqual(apiError('internal_error'));
  });

  it('is told from success bodies and from foreign errors', () => {
    expect(isApiError(apiError('rate_limited'))).toBe(true);
    for (const body of [
      examples.signin.response,
      { error: true, message: 'An error occurred.' },
      { error: 'true', code: 'not_found', message: 'x' },
      { error: true, code: 'teapot', message: 'x' },
      '<html>502 Bad Gateway</html>',
      null,
    ]) {
      expect(isApiError(body), JSON.stringify(body)).toBe(false);
    }
  });
});

describe('validation issues', () => {
  function issuesOf(schema: z.ZodType, input: unknown) {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return fieldIssuesFromZod(result.error, input);
  }

  it('name the field and say what is wrong in words the site translates', () => {
    const issues = issuesOf(signupRequestSchema, { email: 'anna', password: '123', extra: 1 });
    expect(issues).toEqual([
      expect.objectContaining({ path: ['email'], code: 'invalid_format' }),
      expect.objectContaining({ path: ['password'], code: 'too_short', limit: PASSWORD_MIN_LENGTH }),
      expect.objectContaining({ path: ['lang'], code: 'required' }),
      expect.objectContaining({ path: ['extra'], code: 'unrecognized_key' }),
    ]);
  });

  it('tell a blank field (required) from a wrongly typed one, also in nested objects', () => {
    const issues = issuesOf(z.strictObject({ billingInfo: billingInfoSchema }), {
      billingInfo: { firstName: ' ', lastName: 7, address: 'Bahnhofstrasse 1', postalCode: '8001' },
    });
    expect(issues.map(({ path, code }) => [path.join('.'), code])).toEqual([
      ['billingInfo.firstName', 'required'],
      ['billingInfo.lastName', 'invalid_type'],
      ['billingInfo.city', 'required'],
    ]);
  });

  it('carry the mismatch of the sign-up form (docs/accounts.md#sign-up-checks)', () => {
    const issues = issuesOf(signupFormSchema, {
      email: 'anna@praxis.ch',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], code: 'mismatch' })]);
  });

  it('are capped, so the error body stays small whatever was sent', () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`junk${index}`, index]));
    const error = signupRequestSchema.safeParse(many).error;
    if (!error) throw new Error('expected a failure');
    const body = validationError(error, many);
    expect(body.code).toBe('validation_failed');
    expect(body.issues).toHaveLength(MAX_FIELD_ISSUES);
    expect(apiErrorSchema.safeParse(body).success).toBe(true);
  });
});

describe('a pending deletion (docs/accounts.md#deletion-ends-the-money)', () => {
  it('is answered deletion_pending by exactly the calls that buy', () => {
    const answering = ENDPOINT_NAMES.filter((name) =>
      (endpoints[name].errors as readonly string[]).includes('deletion_pending'),
    );
    expect(answering.sort()).toEqual([...REFUSED_WHILE_DELETION_PENDING].sort());
  });
});
