import { describe, expect, it } from 'vitest';
import { type AppLicenceFacts, appLicenceOf } from './app-licence.js';

const NOW = new Date('2027-03-01T12:00:00.000Z');
const LATER = '2027-03-08T00:00:00.000Z';
const EARLIER = '2027-03-01T11:59:00.000Z';
const none: AppLicenceFacts = { own: null, seat: null, trialEndsAt: null };
const own = (cancellation: string | null = null): AppLicenceFacts['own'] => ({
  plan: 'premium',
  renewal: LATER,
  cancellation,
});
const seat = (status = 'active', endsAt: string | null = null) => ({
  status,
  ownerEmail: 'owner@example.ch',
  endsAt,
});

describe('appLicenceOf (docs/desktop-app.md#licence)', () => {
  it.each([
    ['a trial that runs', { ...none, trialEndsAt: LATER }, 'trial'],
    ['a trial that has ended', { ...none, trialEndsAt: EARLIER }, null],
    ['her own plan', { ...none, own: own() }, 'own_plan'],
    ['her own plan, cancelled, before its end', { ...none, own: own(LATER) }, 'own_plan'],
    ['her own plan, cancelled, at its end (Stripe not yet heard)', { ...none, own: own(EARLIER) }, null],
    ['an accepted seat', { ...none, seat: seat() }, 'enterprise_seat'],
    ['an invitation not answered', { ...none, seat: seat('pending') }, null],
    [
      'a seat on a plan cancelled, before its end',
      { ...none, seat: seat('active', LATER) },
      'enterprise_seat',
    ],
    ['a seat on a plan cancelled, past its end', { ...none, seat: seat('active', EARLIER) }, null],
    ['nothing (a seat removed, a plan ended, an order waiting)', none, null],
    ['an ended plan gives no trial back', { own: own(EARLIER), seat: null, trialEndsAt: LATER }, null],
  ] as const)('%s', (_name, facts, source) => {
    expect(appLicenceOf(facts as AppLicenceFacts, NOW)?.source ?? null).toBe(source);
  });

  it('names the seat as hers, with who gave it, and a cancelled plan by its end', () => {
    expect(appLicenceOf({ ...none, seat: seat('active', LATER) }, NOW)).toEqual({
      plan: 'enterprise',
      source: 'enterprise_seat',
      ownerEmail: 'owner@example.ch',
      trialEndsAt: null,
      renewsAt: null,
      endsAt: LATER,
    });
    expect(appLicenceOf({ ...none, own: own(LATER) }, NOW)).toMatchObject({ renewsAt: null, endsAt: LATER });
    expect(appLicenceOf({ ...none, own: own() }, NOW)).toMatchObject({ renewsAt: LATER, endsAt: null });
  });
});
