import { type AppSignInResponse, DEVICE_NAME_MAX, deviceLimitReached } from '@app/contracts';
import type Provider from 'oidc-provider';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { destroyGrantRecords } from './app-auth-repository.js';
import { answerDeviceSignIn, deviceSignInFacts } from './device-flow-service.js';
import { appDeviceRoom, recordAppDevice } from './device-limit.js';
import { APP_CLIENT_ID, APP_SCOPE } from './provider.js';

async function pendingInteraction(provider: Provider, uid: string) {
  const interaction = await provider.Interaction.find(uid);
  // An unknown, finished or expired request: the app starts a new one (docs/desktop-app.md#errors).
  if (!interaction || interaction.result || interaction.params.client_id !== APP_CLIENT_ID) {
    throw new HttpError('invalid_or_expired_token');
  }
  return interaction;
}

/** What the consent screen's calls need besides the request: the server and the device limit. */
export interface ConsentContext {
  db: Database;
  provider: Provider;
  /** docs/desktop-app.md#device-limit: APP_DEVICES_PER_SEAT. */
  devicesPerSeat: number;
}

export async function pendingAppSignIn(
  { db, provider, devicesPerSeat }: ConsentContext,
  uid: string,
  signedIn: { userId: string; email: string },
): Promise<AppSignInResponse> {
  const interaction = await pendingInteraction(provider, uid);
  const facts = interaction.deviceCode
    ? await deviceSignInFacts(db, provider, interaction, signedIn.userId)
    : ({ flow: 'loopback', requestedFrom: null, requestedAt: null } as const);
  return {
    clientId: APP_CLIENT_ID,
    deviceName: deviceNameOf(interaction.params.device_name),
    signedInAs: signedIn.email,
    ...facts,
    ...(await appDeviceRoom(db, signedIn.userId, devicesPerSeat)),
  };
}

/** The name the app gave its computer, as text to show: control characters out, at most its length. */
function deviceNameOf(given: unknown): string | null {
  if (typeof given !== 'string') return null;
  const name = given
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, DEVICE_NAME_MAX);
  return name === '' ? null : name;
}

/**
 * docs/desktop-app.md#consent: the signed-in user approves the app's request (or refuses it). The
 * result is written on the pending request; the browser that started it is sent back to the
 * authorization endpoint (`redirectTo`), which checks its own cookie, so another browser holding
 * the same id cannot finish the flow.
 */
export async function answerAppSignIn(
  { db, provider, devicesPerSeat }: ConsentContext,
  uid: string,
  /** `secondFactor`: her browser session was opened with it (docs/accounts.md#colleagues-two-factor). */
  caller: { userId: string; from: string | null; secondFactor?: boolean },
  approved: boolean,
): Promise<{ redirectTo: string | null }> {
  const interaction = await pendingInteraction(provider, uid);
  const { userId } = caller;
  if (interaction.deviceCode) {
    // docs/desktop-app.md#device-code: the answer goes on the code the app polls with.
    const deviceName = deviceNameOf(interaction.params.device_name);
    return answerDeviceSignIn(
      { db, provider, devicesPerSeat },
      interaction,
      { userId, deviceName, secondFactor: caller.secondFactor ?? false },
      approved,
    );
  }
  if (approved) {
    // docs/desktop-app.md#device-limit: refused before anything is written when there is no room.
    if (deviceLimitReached(await appDeviceRoom(db, userId, devicesPerSeat))) {
      throw new HttpError('app_device_limit');
    }
    const grant = new provider.Grant({ accountId: userId, clientId: APP_CLIENT_ID });
    grant.addOIDCScope(APP_SCOPE);
    const grantId = await grant.save();
    // docs/desktop-app.md#devices: the sign-in is a device of the account from now on, unless
    // another approval took the last place meanwhile: then its grant goes.
    const name = deviceNameOf(interaction.params.device_name);
    try {
      await recordAppDevice(
        db,
        { grantId, userId, name, from: caller.from, secondFactor: caller.secondFactor },
        devicesPerSeat,
      );
    } catch (error) {
      await destroyGrantRecords(db, grantId);
      throw error;
    }
    interaction.result = { login: { accountId: userId }, consent: { grantId } };
  } else {
    interaction.result = { error: 'access_denied', error_description: 'The user refused the request.' };
  }
  const secondsLeft = Math.max(1, (interaction.exp ?? 0) - Math.floor(Date.now() / 1000));
  await interaction.save(secondsLeft);
  return { redirectTo: interaction.returnTo };
}
