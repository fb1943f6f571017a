import { describe, expect, expectTypeOf, it } from 'vitest';
import { forgotPasswordRequestSchema } from './authentication.js';
import type { RequestOf } from './endpoints.js';
import { validationError } from './errors.js';
import { parseRequest } from './request-parsing.js';

/**
 * The request parsing the API's routes and the mocks' handlers share: what each of them answers
 * before a handler runs (docs/calls.md#error-shape, docs/calls.md#path-parameters).
 */
describe('parseRequest', () => {
  it('hands back the body as the contract cleans it, typed by the call', () => {
    const parsed = parseRequest('forgotPassword', { body: { email: '  Anna@Praxis.CH ', lang: 'fr' } });
    expect(parsed).toEqual({ success: true, input: { email: 'anna@praxis.ch', lang: 'fr' } });
    if (parsed.success) expectTypeOf(parsed.input).toEqualTypeOf<RequestOf<'forgotPassword'>>();
  });

  it('answers the validation_failed body with the field issues for a body the contract refuses', () => {
    const body = { email: 'nope', lang: 'xx' };
    const parsed = parseRequest('forgotPassword', { body });
    const expected = forgotPasswordRequestSchema.safeParse(body);
    expect(expected.success).toBe(false);
    if (expected.success) return;
    expect(parsed).toEqual({ success: false, error: validationError(expected.error, body) });
    expect(parsed.success || parsed.error.code).toBe('validation_failed');
  });

  it('reads the query of a query call, not its body', () => {
    const token = 'a'.repeat(43);
    expect(parseRequest('confirmEmail', { query: { token, plan: 'premium' }, body: {} })).toEqual({
      success: true,
      input: { token, plan: 'premium' },
    });
    expect(parseRequest('confirmEmail', { query: {}, body: { token } }).success).toBe(false);
  });

  it("reads only the path's own parameters (a router may name others, as MSW names the origin's `*`)", () => {
    const id = 'in_1AbCdEfGhIjKlMnO';
    expect(parseRequest('invoicePdf', { params: { id, '*': 'http://localhost' } })).toEqual({
      success: true,
      input: { id },
    });
    const refused = parseRequest('invoicePdf', { params: { id: 'not-an-invoice' } });
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.error.issues?.map((issue) => issue.path)).toEqual([['id']]);
  });

  it('takes nothing for a call without data, whatever was sent', () => {
    expect(parseRequest('signout', { body: { anything: true } })).toEqual({
      success: true,
      input: undefined,
    });
  });

  it('refuses, without throwing, a body a schema cannot even compare', () => {
    const body = { email: 'anna@praxis.ch', lang: 'fr', password: { length: { toString: 0 } } };
    expect(parseRequest('signup', { body }).success).toBe(false);
  });
});
