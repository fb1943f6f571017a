import { LICENSE_ADJUSTMENT_MINIMUM_USERS, MAXIMUM_USERS } from '@app/pricing';
import { describe, expect, it } from 'vitest';
import {
  BILLING_INFO_MAX_LENGTH,
  billingInfoSchema,
  EMAIL_MAX_LENGTH,
  emailSchema,
  newLicenseCountSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHRASE_MAX_LENGTH,
  passwordSchema,
  phraseSchema,
  signinPasswordSchema,
  TOKEN_MAX_LENGTH,
  tokenSchema,
  userCountSchema,
} from './rules.js';

const rejects = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success, JSON.stringify(value)?.slice(0, 80)).toBe(false);

describe('e-mail addresses', () => {
  it('are trimmed and lower-cased, so one address is one identity', () => {
    expect(emailSchema.parse('  Anna.Muster@Praxis.CH ')).toBe('anna.muster@praxis.ch');
    expect(emailSchema.parse('dr+newsletter@hopital-cantonal.example.com')).toBe(
      'dr+newsletter@hopital-cantonal.example.com',
    );
  });

  it('must look like a real address', () => {
    for (const junk of [
      '',
      '   ',
      'anna',
      'anna@',
      '@praxis.ch',
      'anna@praxis',
      'an na@praxis.ch',
      'a@b.c',
    ]) {
      rejects(emailSchema, junk);
    }
    rejects(emailSchema, 42);
    rejects(emailSchema, null);
  });

  it(`are at most ${EMAIL_MAX_LENGTH} characters`, () => {
    const domain = '@praxis.ch';
    expect(emailSchema.safeParse(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`).success).toBe(
      true,
    );
    rejects(emailSchema, `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length + 1)}${domain}`);
    rejects(emailSchema, `${'a'.repeat(1_000_000)}@praxis.ch`);
  });
});

describe('passwords', () => {
  it(`are at least ${PASSWORD_MIN_LENGTH} characters (docs/accounts.md#passwords) and kept exactly as typed`, () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(passwordSchema.parse(' abc12 ')).toBe(' abc12 ');
    rejects(passwordSchema, 'abc12');
    rejects(passwordSchema, '');
  });

  it(`are at most ${PASSWORD_MAX_LENGTH} characters, to protect the hasher`, () => {
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
    rejects(passwordSchema, 'x'.repeat(PASSWORD_MAX_LENGTH + 1));
    rejects(passwordSchema, 123456);
  });

  it('at sign-in are only required, so a short guess is a wrong password, not a bad request', () => {
    expect(signinPasswordSchema.parse('abc')).toBe('abc');
    rejects(signinPasswordSchema, '');
    rejects(signinPasswordSchema, 'x'.repeat(PASSWORD_MAX_LENGTH + 1));
  });
});

describe('blacklist phrases', () => {
  it('are trimmed and must not be blank (docs/admin.md#blacklist-phrase)', () => {
    expect(phraseSchema.parse('  Thanks for watching ')).toBe('Thanks for watching');
    rejects(phraseSchema, '');
    rejects(phraseSchema, ' \t\n ');
    rejects(phraseSchema, 'x'.repeat(PHRASE_MAX_LENGTH + 1));
    rejects(phraseSchema, ['phrase']);
  });
});

describe('tokens', () => {
  it('are URL-safe base64 of a bounded length', () => {
    expect(tokenSchema.parse('Zm9vYmFyYmF6cXV4cXV1eHF1dXhx_-')).toBe('Zm9vYmFyYmF6cXV4cXV1eHF1dXhx_-');
    rejects(tokenSchema, 'short');
    rejects(tokenSchema, 'has spaces in the middle of it');
    rejects(tokenSchema, 'slash/and+plus/are+not/url/safe==');
    rejects(tokenSchema, '../../../../etc/passwd/../../x');
    rejects(tokenSchema, 'a'.repeat(TOKEN_MAX_LENGTH + 1));
    rejects(tokenSchema, 1234567890123456);
  });
});

describe('user counts', () => {
  it(`are whole numbers from 1 to ${MAXIMUM_USERS}`, () => {
    expect(userCountSchema.parse(1)).toBe(1);
    expect(userCountSchema.parse(MAXIMUM_USERS)).toBe(MAXIMUM_USERS);
    for (const junk of [0, -1, 2.5, MAXIMUM_USERS + 1, Number.NaN, Infinity, '3', null])
      rejects(userCountSchema, junk);
  });

  it(`as a new licence count, start at ${LICENSE_ADJUSTMENT_MINIMUM_USERS} (docs/licences.md#license-adjustment)`, () => {
    expect(newLicenseCountSchema.parse(LICENSE_ADJUSTMENT_MINIMUM_USERS)).toBe(
      LICENSE_ADJUSTMENT_MINIMUM_USERS,
    );
    rejects(newLicenseCountSchema, LICENSE_ADJUSTMENT_MINIMUM_USERS - 1);
    rejects(newLicenseCountSchema, MAXIMUM_USERS + 1);
    rejects(newLicenseCountSchema, '5');
  });
});

describe('billing info', () => {
  const valid = {
    firstName: 'Anna',
    lastName: 'Muster',
    address: 'Bahnhofstrasse 1',
    postalCode: '8001',
    city: 'Zürich',
  };

  it('takes the five fields of docs/subscriptions-and-money.md#billing-info, trimmed', () => {
    expect(billingInfoSchema.parse({ ...valid, city: ' Zürich ' })).toEqual(valid);
    expect(billingInfoSchema.parse({ ...valid, postalCode: 'D-79539' }).postalCode).toBe('D-79539');
  });

  it('requires every field, non-blank and bounded (docs/subscriptions-and-money.md#billing-dialog)', () => {
    for (const key of Object.keys(valid) as Array<keyof typeof valid>) {
      rejects(billingInfoSchema, { ...valid, [key]: '' });
      rejects(billingInfoSchema, { ...valid, [key]: '   ' });
      rejects(billingInfoSchema, { ...valid, [key]: 'x'.repeat(BILLING_INFO_MAX_LENGTH[key] + 1) });
      const { [key]: _missing, ...rest } = valid;
      rejects(billingInfoSchema, rest);
    }
    rejects(billingInfoSchema, { ...valid, country: 'CH' });
  });
});
