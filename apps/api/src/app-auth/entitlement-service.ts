import { APP_FEATURES, type AppEntitlementResponse, LANGUAGES } from '@app/contracts';
import { findUserById } from '../accounts/users-service.js';
import { blacklist } from '../admin/admin-service.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { AppLicence } from '../subscriptions/app-licence.js';
import type { AppCaller } from './devices-service.js';
import type { OfflineEntitlementSigner } from './offline-entitlement.js';

/**
 * GET /app/entitlement (docs/desktop-app.md#entitlement): what the app may do now, from the licence
 * the guard found (docs/desktop-app.md#licence), and its signed copy for offline use
 * (docs/desktop-app.md#offline). The seat's holder is the signed-in user, always; the languages are
 * those whose blacklist holds at least one phrase, the ones worth fetching.
 */
export async function appEntitlement(
  { db, signer }: { db: Queryable; signer: OfflineEntitlementSigner },
  caller: AppCaller & { licence: AppLicence },
): Promise<AppEntitlementResponse> {
  const { licence, device } = caller;
  const user = await findUserById(db, caller.userId);
  if (!user) throw new HttpError('unauthorized');
  const phrases = await blacklist(db);
  const features = [...APP_FEATURES];
  const offline = await signer.sign({
    userId: caller.userId,
    plan: licence.plan,
    features,
    source: licence.source,
    deviceId: device.id,
    endsAt: licence.endsAt,
  });
  return {
    plan: licence.plan,
    features,
    seat: { source: licence.source, holder: user.email, ownerEmail: licence.ownerEmail },
    trialEndsAt: licence.trialEndsAt,
    renewsAt: licence.renewsAt,
    endsAt: licence.source === 'trial' ? null : licence.endsAt,
    blacklistLanguages: LANGUAGES.filter((lang) => (phrases[lang] ?? []).length > 0),
    device: { id: device.id, name: device.name },
    offline,
  };
}
