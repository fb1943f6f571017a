import { randomBytes } from 'node:crypto';
import { type AppSignInResponse, deviceLimitReached } from '@app/contracts';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { DEVICE_CODE_ENTRIES_PER_CLIENT, DEVICE_CODE_ENTRIES_PER_CODE } from '../rate-limits/limits.js';
import { takeAttempt } from '../rate-limits/rate-limits-service.js';
import { destroyGrantRecords } from './app-auth-repository.js';
import { deviceCodeOffFor } from './device-code-switch-repository.js';
import { appDeviceRoom, recordAppDevice } from './device-limit.js';
import { APP_CLIENT_ID, APP_SCOPE } from './provider.js';

type DeviceCode = InstanceType<Provider['DeviceCode']>;
type Interaction = InstanceType<Provider['Interaction']>;

/** RFC 8628 section 6.1: what the user typed, as the code is kept: letters only, upper case. */
const normalized = (typed: string) => typed.toUpperCase().replace(/[^A-Z]/g, '');

const secondsLeft = (exp: number | undefined) => Math.max(1, (exp ?? 0) - Math.floor(Date.now() / 1000));

/** A code no longer waiting for an answer: already answered, or being answered. */
const answered = (code: DeviceCode) => Boolean(code.error || code.accountId || code.inFlight);

/**
 * docs/licences.md#device-code-switch: refused for a member of a practice whose owner turned the
 * code off; the app's next poll is told access_denied, so it stops waiting.
 */
async function refuseWhenSwitchedOff(db: Database, code: DeviceCode, userId: string): Promise<void> {
  if (!(await deviceCodeOffFor(db, userId))) return;
  Object.assign(code, {
    error: 'access_denied',
    errorDescription: 'sign-in with a code is off for this practice',
  });
  await code.save();
  throw new HttpError('app_device_code_off');
}

/**
 * docs/desktop-app.md#device-code: the code the app shows, typed on the site by the signed-in
 * user. Counted per network address and per code before it is looked up (a code is guessable
 * in principle: RFC 8628 section 5.1). Opens a pending sign-in the consent screen answers.
 */
export async function enterDeviceCode(
  { db, provider }: { db: Database; provider: Provider },
  typed: string,
  caller: { userId: string; from: string },
): Promise<{ uid: string }> {
  const userCode = normalized(typed);
  await takeAttempt(db, [
    { limit: DEVICE_CODE_ENTRIES_PER_CLIENT, subject: caller.from },
    { limit: DEVICE_CODE_ENTRIES_PER_CODE, subject: userCode },
  ]);
  const code =
    userCode === ''
      ? undefined
      : await provider.DeviceCode.findByUserCode(userCode, { ignoreExpiration: true });
  if (!code || code.clientId !== APP_CLIENT_ID || answered(code)) throw new HttpError('app_code_unknown');
  if (code.isExpired) throw new HttpError('invalid_or_expired_token');
  await refuseWhenSwitchedOff(db, code, caller.userId);
  const uid = randomBytes(16).toString('base64url');
  // oidc-provider's own record of a pending sign-in, as its code page would open (its types omit the constructor).
  const PendingSignIn = provider.Interaction as unknown as new (uid: string, payload: object) => Interaction;
  const interaction = new PendingSignIn(uid, {
    params: code.params,
    deviceCode: code.jti,
    returnTo: '',
    prompt: { name: 'consent', reasons: [], details: {} },
  });
  await interaction.save(secondsLeft(code.exp));
  return { uid };
}

/** The code a pending sign-in opened with a code stands for, still waiting for its answer. */
export async function pendingDeviceCode(provider: Provider, interaction: Interaction): Promise<DeviceCode> {
  const code = (await provider.DeviceCode.find(
    interaction.deviceCode as string,
    {
      ignoreExpiration: true,
    } as never,
  )) as DeviceCode | undefined;
  if (!code || code.isExpired || answered(code)) throw new HttpError('invalid_or_expired_token');
  return code;
}

/** The network address the app asked for its code from (oidc-provider's `deviceInfo`). */
function requestedFrom(code: DeviceCode): string | null {
  const { ip } = (code.deviceInfo ?? {}) as { ip?: unknown };
  return typeof ip === 'string' ? ip.slice(0, 100) : null;
}

/** What the consent screen shows beside the device: where and when the app asked for the code. */
export async function deviceSignInFacts(
  db: Database,
  provider: Provider,
  interaction: Interaction,
  userId: string,
): Promise<Pick<AppSignInResponse, 'flow' | 'requestedFrom' | 'requestedAt'>> {
  const code = await pendingDeviceCode(provider, interaction);
  await refuseWhenSwitchedOff(db, code, userId);
  return {
    flow: 'device',
    requestedFrom: requestedFrom(code),
    requestedAt: new Date((code.iat ?? 0) * 1000).toISOString(),
  };
}

/**
 * The answer to a sign-in with a code, written on the code itself as oidc-provider's own
 * verification page would: the app's next poll gets its tokens, or access_denied. Approval records
 * the device (docs/desktop-app.md#devices) like a loopback sign-in.
 */
export async function answerDeviceSignIn(
  { db, provider, devicesPerSeat }: { db: Database; provider: Provider; devicesPerSeat: number },
  interaction: Interaction,
  caller: { userId: string; deviceName: string | null; secondFactor: boolean },
  approved: boolean,
): Promise<{ redirectTo: null }> {
  const code = await pendingDeviceCode(provider, interaction);
  const { userId } = caller;
  if (approved) {
    await refuseWhenSwitchedOff(db, code, userId);
    // docs/desktop-app.md#device-limit: as for a loopback sign-in, refused before anything is written.
    if (deviceLimitReached(await appDeviceRoom(db, userId, devicesPerSeat)))
      throw new HttpError('app_device_limit');
    const grant = new provider.Grant({ accountId: userId, clientId: APP_CLIENT_ID });
    grant.addOIDCScope(APP_SCOPE);
    const grantId = await grant.save();
    // The device is the computer the app runs on: its address, not this browser's.
    const device = {
      grantId,
      userId,
      name: caller.deviceName,
      from: requestedFrom(code),
      // docs/accounts.md#colleagues-two-factor: as for a loopback sign-in, from the approving session.
      secondFactor: caller.secondFactor,
    };
    try {
      await recordAppDevice(db, device, devicesPerSeat);
    } catch (error) {
      await destroyGrantRecords(db, grantId);
      throw error;
    }
    Object.assign(code, {
      accountId: userId,
      grantId,
      scope: APP_SCOPE,
      authTime: Math.floor(Date.now() / 1000),
    });
  } else {
    Object.assign(code, { error: 'access_denied', errorDescription: 'The user refused the request.' });
  }
  await code.save();
  await interaction.destroy();
  return { redirectTo: null };
}
