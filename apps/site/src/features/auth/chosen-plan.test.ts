import { describe, expect, it } from 'vitest';
import { planOf, returnState, returnToFrom, signInReturn } from './chosen-plan.js';

describe('returnToFrom', () => {
  it.each([
    [undefined, {}],
    [{ licenseType: 'premium' }, {}],
    [{ from: '/account' }, { from: '/account' }],
    // The Windows app's consent screen (docs/desktop-app.md#consent), a path with its request's id.
    [{ from: '/app/consent/abc-123_x' }, { from: '/app/consent/abc-123_x' }],
    [
      { from: '/payment', licenseType: 'premium' },
      { from: '/payment', state: { licenseType: 'premium' } },
    ],
    // Only this site's paths: never another origin.
    [{ from: 'https://evil.example' }, {}],
    [{ from: '//evil.example' }, {}],
  ])('%j -> %j', (state, expected) => {
    expect(returnToFrom(state)).toEqual(expected);
  });
});

describe('the plan on the way to /payment (docs/accounts.md#email-validation)', () => {
  it('comes back from the confirmation link as ?plan=, one of the two paid plans only', () => {
    expect(
      signInReturn(undefined, new URLSearchParams('emailConfirmation=confirmed&plan=enterprise')),
    ).toEqual({
      from: '/payment',
      state: { licenseType: 'enterprise' },
    });
    expect(signInReturn({ from: '/account' }, new URLSearchParams('plan=free'))).toEqual({
      from: '/account',
    });
    expect(signInReturn(undefined, new URLSearchParams('plan=gold'))).toEqual({});
  });

  it('is the plan of a way to /payment only, Premium when none is named (as /payment reads it)', () => {
    expect(planOf({ from: '/payment', state: { licenseType: 'enterprise' } })).toBe('enterprise');
    expect(planOf({ from: '/payment' })).toBe('premium');
    expect(planOf({ from: '/account' })).toBeNull();
    expect(planOf({})).toBeNull();
  });

  it('is kept as navigation state between /signin and /signup', () => {
    expect(returnState({ from: '/payment', state: { licenseType: 'premium' } })).toEqual({
      from: '/payment',
      licenseType: 'premium',
    });
    expect(returnState({})).toBeUndefined();
    expect(returnToFrom(returnState({ from: '/payment', state: { licenseType: 'premium' } }))).toEqual({
      from: '/payment',
      state: { licenseType: 'premium' },
    });
  });
});
