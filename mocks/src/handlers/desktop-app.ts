import { appLicenceOf } from '@app/billing-rules';
import {
  APP_FEATURES,
  APP_OFFLINE_GRACE_DAYS_DEFAULT,
  type AppEntitlementResponse,
  type AppUsageBatch,
  type AppUsageResponse,
  LANGUAGES,
  type Language,
  noneMatchHolds,
  usageBatchProblem,
} from '@app/contracts';
import { HttpResponse, type RequestHandler } from 'msw';
import { endpointHandler, errorResponse } from '../endpoint.js';
import type { MockWorld } from '../world.js';
import { MOCK_DEVICE_NAME, MOCK_SIGNED_IN_AS } from './app-auth.js';

/** A signed entitlement's shape; the mocks sign nothing, the app's own tests use the API. */
const MOCK_OFFLINE_TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJtb2NrIn0.bW9jaw';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Windows app's calls (docs/desktop-app.md#app-calls) from the world's account, whose licence
 * is the API's rule (docs/desktop-app.md#licence): a Free account past its trial, a cancelled plan
 * past its end or an invitation not accepted has none.
 */
function entitlement(world: MockWorld): AppEntitlementResponse | Response {
  const { account } = world;
  const { seat } = account;
  const licence = appLicenceOf(
    {
      own:
        seat || account.accountType === 'free'
          ? null
          : {
              plan: account.accountType,
              renewal: account.nextRenewalDate,
              cancellation: account.cancellationDate,
            },
      seat: seat ? { status: seat.status, ownerEmail: seat.managedBy.email, endsAt: null } : null,
      trialEndsAt: account.accountType === 'free' ? account.trialEndsAt : null,
    },
    new Date(),
  );
  if (!licence) return errorResponse('app_no_licence');
  const features = [...APP_FEATURES];
  return {
    plan: licence.plan,
    features,
    seat: { source: licence.source, holder: MOCK_SIGNED_IN_AS, ownerEmail: licence.ownerEmail },
    trialEndsAt: licence.trialEndsAt,
    renewsAt: licence.renewsAt,
    endsAt: licence.source === 'trial' ? null : licence.endsAt,
    blacklistLanguages: LANGUAGES.filter((lang) => (world.blacklist[lang] ?? []).length > 0),
    device: { id: 'mock-device-1', name: MOCK_DEVICE_NAME },
    // docs/desktop-app.md#offline: the grace, never past a known end.
    offline: {
      token: MOCK_OFFLINE_TOKEN,
      expiresAt: new Date(
        Math.min(
          Date.now() + APP_OFFLINE_GRACE_DAYS_DEFAULT * DAY_MS,
          Date.parse(licence.endsAt ?? '9999-12-31'),
        ),
      ).toISOString(),
    },
  };
}

/** When the mocks' app signed in (its device's first use), before any batch the stories send. */
const MOCK_SIGNED_IN_AT = new Date('2026-01-05T08:00:00.000Z');

/**
 * docs/desktop-app.md#usage: the contracts' plausibility rule refuses the whole report, each id
 * counts once (its first copy), and the account's minutes grow by what was counted. The day's
 * 24 hours, which need every stored batch's day, are the API's alone.
 */
function usage(world: MockWorld, batches: AppUsageBatch[]): AppUsageResponse | Response {
  const now = new Date();
  if (batches.some((batch) => usageBatchProblem(batch, { now, signedInAt: MOCK_SIGNED_IN_AT }))) {
    return errorResponse('usage_implausible');
  }
  const fresh = batches.filter(
    (batch, index) =>
      !world.usageBatchIds.includes(batch.id) &&
      batches.findIndex((other) => other.id === batch.id) === index,
  );
  world.usageBatchIds.push(...fresh.map((batch) => batch.id));
  if (fresh.length > 0) {
    const { appUsage } = world.account;
    const lastEnd = Math.max(...fresh.map((batch) => Date.parse(batch.endedAt)));
    world.account.appUsage = {
      monthSeconds: appUsage.monthSeconds + fresh.reduce((sum, batch) => sum + batch.seconds, 0),
      lastUsedAt: new Date(Math.max(lastEnd, Date.parse(appUsage.lastUsedAt ?? '1970-01-01'))).toISOString(),
    };
  }
  return { accepted: fresh.length, duplicates: batches.length - fresh.length };
}

/** FNV-1a of a text: the mocks' stand-in for the API's SHA-256, a tag that follows the content. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/**
 * docs/desktop-app.md#blacklist: one language's phrases with a tag of their content, and 304 with no
 * body to a current If-None-Match, by the contracts' rule.
 */
function blacklist(world: MockWorld, lang: Language, request: Request): Response {
  const phrases = world.blacklist[lang] ?? [];
  const headers = {
    etag: `"${lang}-${fnv1a(JSON.stringify(phrases))}"`,
    'cache-control': 'private, no-cache',
  };
  if (noneMatchHolds(request.headers.get('if-none-match') ?? undefined, headers.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return HttpResponse.json(phrases, { headers });
}

export const desktopAppHandlers = (world: MockWorld): RequestHandler[] => [
  endpointHandler('appEntitlement', () => entitlement(world)),
  endpointHandler('appBlacklist', ({ request, input: { lang } }) => blacklist(world, lang, request)),
  endpointHandler('appUsage', ({ input: { batches } }) => usage(world, batches)),
];
