import { describe, expect, it } from 'vitest';
import { expectAllRejected } from '../test/assertions.js';
import { examples, TOKEN } from '../test/examples.js';
import {
  confirmEmailQuerySchema,
  createPasswordRequestSchema,
  createPasswordResponseSchema,
  emailConfirmationRedirect,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  newPasswordFormSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  signoutResponseSchema,
  signupFormSchema,
  signupRequestSchema,
  signupResponseSchema,
} from './authentication.js';

describe('sign-up', () => {
  const valid = examples.signup.request;

  it('takes email, password and the interface language', () => {
    expect(signupRequestSchema.parse({ ...valid, email: ' Anna.Muster@Praxis.ch' }).email).toBe(
      'anna.muster@praxis.ch',
    );
    expect(signupResponseSchema.parse(examples.signup.response)).toEqual(examples.signup.response);
  });

  it('refuses short passwords, other languages, a confirmation field and missing fields', () => {
    expectAllRejected(signupRequestSchema, [
      { ...valid, password: '12345' },
      { ...valid, lang: 'es' },
      { ...valid, lang: 'en-GB' },
      { ...valid, confirmPassword: valid.password },
      { email: valid.email, password: valid.password },
      { ...valid, email: 'not-an-address' },
    ]);
    expectAllRejected(signupResponseSchema, [{}, { message: 42 }, null]);
  });
});

describe('sign-in', () => {
  it('takes email and password and answers a token', () => {
    expect(signinRequestSchema.parse(examples.signin.request)).toEqual(examples.signin.request);
    expect(signinResponseSchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
  });

  it('refuses blank fields and junk', () => {
    expectAllRejected(signinRequestSchema, [
      { email: '', password: 'secret1' },
      { email: 'anna@praxis.ch', password: '' },
      { email: 'anna@praxis.ch' },
      { email: 'anna@praxis.ch', password: 'secret1', remember: true },
      'anna@praxis.ch:secret1',
    ]);
    expectAllRejected(signinResponseSchema, [{}, { token: '' }, { token: 'short' }, { token: 12 }]);
  });
});

describe('forgotten, reset and created passwords', () => {
  it('accept the calls of docs/calls.md#calls', () => {
    expect(forgotPasswordRequestSchema.parse(examples.forgotPassword.request)).toEqual(
      examples.forgotPassword.request,
    );
    expect(resetPasswordRequestSchema.parse(examples.resetPassword.request)).toEqual(
      examples.resetPassword.request,
    );
    expect(createPasswordRequestSchema.parse(examples.createPassword.request)).toEqual(
      examples.createPassword.request,
    );
  });

  it('refuse bad tokens, short passwords and missing fields', () => {
    expectAllRejected(forgotPasswordRequestSchema, [{ email: 'anna@praxis.ch' }, { email: '', lang: 'fr' }]);
    expectAllRejected(resetPasswordRequestSchema, [
      { token: TOKEN, newPassword: '123' },
      { token: 'not a token', newPassword: 'secret1' },
      { token: TOKEN },
      { token: TOKEN, newPassword: 'secret1', confirmPassword: 'secret1' },
    ]);
    expectAllRejected(createPasswordRequestSchema, [
      { token: TOKEN, newPassword: 'secret1' },
      { token: TOKEN, email: 'nobody', newPassword: 'secret1' },
      { token: '', email: 'marco@praxis.ch', newPassword: 'secret1' },
    ]);
  });

  it('answer a message; forgot-password never an empty one, as the site moves on "a truthy message"', () => {
    expect(forgotPasswordResponseSchema.parse({ message: 'Sent.' })).toEqual({ message: 'Sent.' });
    expectAllRejected(forgotPasswordResponseSchema, [{ message: '' }, {}, { message: null }]);
    for (const schema of [resetPasswordResponseSchema, createPasswordResponseSchema, signoutResponseSchema]) {
      expect(schema.parse({ message: 'Done.' })).toEqual({ message: 'Done.' });
      expectAllRejected(schema, [{}, { message: 1 }, []]);
    }
  });
});

describe('e-mail confirmation', () => {
  it('takes the token of the link and redirects to /signin with the outcome', () => {
    expect(confirmEmailQuerySchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
    expectAllRejected(confirmEmailQuerySchema, [
      {},
      { token: '' },
      { token: 'a b' },
      { token: [TOKEN, TOKEN] },
    ]);
    expect(emailConfirmationRedirect('confirmed')).toBe('/signin?emailConfirmation=confirmed');
    expect(emailConfirmationRedirect('invalid')).toBe('/signin?emailConfirmation=invalid');
    // docs/accounts.md#ownership: a live link hands its token on; the password confirms, not the click.
    expect(emailConfirmationRedirect('pending', 'premium', TOKEN)).toBe(
      `/signin?emailConfirmation=pending&confirmation=${TOKEN}&plan=premium`,
    );
    expect(emailConfirmationRedirect('confirmed', undefined, TOKEN)).toBe(
      '/signin?emailConfirmation=confirmed',
    );
    expect(() => emailConfirmationRedirect('pending', undefined, 'a b')).toThrow();
  });
});

describe('the sign-up and new-password forms', () => {
  it('accept matching passwords', () => {
    const form = { email: 'anna@praxis.ch', password: 'secret1', confirmPassword: 'secret1' };
    expect(signupFormSchema.parse(form)).toEqual(form);
    expect(newPasswordFormSchema.parse({ newPassword: 'secret1', confirmPassword: 'secret1' })).toBeTruthy();
  });

  it('report a mismatch on the confirmation field with the code "mismatch" (docs/accounts.md#sign-up-checks)', () => {
    const result = signupFormSchema.safeParse({
      email: 'anna@praxis.ch',
      password: 'secret1',
      confirmPassword: 'x',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['confirmPassword'], params: { code: 'mismatch' } }),
    ]);
  });

  it('report every problem at once, also the mismatch next to a short password', () => {
    const result = newPasswordFormSchema.safeParse({ newPassword: '123', confirmPassword: '1234' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'newPassword',
      'confirmPassword',
    ]);
  });
});
