import { APP_FEATURES, type AppEntitlementResponse, LANGUAGES } from '@app/contracts';
import type { RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import type { MockWorld } from '../world.js';
import { MOCK_DEVICE_NAME, MOCK_SIGNED_IN_AS } from './app-auth.js';

/** A signed entitlement's shape; the mocks sign nothing, the app's own tests use the API. */
const MOCK_OFFLINE_TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJtb2NrIn0.bW9jaw';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Windows app's calls (docs/desktop-app.md#app-calls) from the world's account: a Free
 * account past its trial has no licence, as the API says.
 */
function entitlement(world: MockWorld): AppEntitlementResponse | Response {
  const { account } = world;
  const trialOver =
    account.accountType === 'free' && (!account.trialEndsAt || Date.parse(account.trialEndsAt) < Date.now());
  const seatHeld = account.seat?.status === 'active';
  if (trialOver && !seatHeld) return errorResponse('app_no_licence');
  return {
    plan: seatHeld ? 'enterprise' : account.accountType,
    features: [...APP_FEATURES],
    seat: {
      source: seatHeld ? 'enterprise_seat' : account.accountType === 'free' ? 'trial' : 'own_plan',
      holder: MOCK_SIGNED_IN_AS,
      ownerEmail: account.seat?.managedBy.email ?? null,
    },
    trialEndsAt: account.accountType === 'free' ? account.trialEndsAt : null,
    renewsAt: account.cancellationDate ? null : account.nextRenewalDate,
    endsAt: account.cancellationDate,
    blacklistLanguages: LANGUAGES.filter((lang) => (world.blacklist[lang] ?? []).length > 0),
    device: { id: 'mock-device-1', name: MOCK_DEVICE_NAME },
    offline: { token: MOCK_OFFLINE_TOKEN, expiresAt: new Date(Date.now() + 7 * DAY_MS).toISOString() },
  };
}

export const desktopAppHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('appEntitlement', () => entitlement(world)),
  endpointHandler('appBlacklist', ({ input: { lang } }) => world.blacklist[lang] ?? []),
  endpointHandler('appUsage', ({ input: { batches } }) => ({ accepted: batches.length, duplicates: 0 })),
];
