import {
  APP_USAGE_BATCHES_MAX,
  type AppUsageBatch,
  appBlacklistResponseSchema,
  appEntitlementResponseSchema,
  appUsageResponseSchema,
  type Language,
} from '@app/contracts';
import * as oauth from 'oauth4webapi';
import type { Context } from './context.js';
import { ClientError, EXIT } from './exit-codes.js';
import { verifyOfflineEntitlement } from './offline.js';
import {
  authorizationServer,
  CLIENT,
  CLIENT_AUTH,
  fetchJwks,
  httpOptions,
  isNetworkError,
  network,
} from './server.js';
import { type ClientState, deleteState, loadState, saveState } from './state.js';
import { appCall, callFailure, oauthFailure } from './tokens.js';

async function signedIn(context: Context): Promise<ClientState> {
  const state = await loadState(context.statePath);
  if (!state) throw new ClientError(EXIT.signedOut, 'signed out: run `login` first');
  return state;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * docs/desktop-app.md#entitlement: online, the entitlement, its signed copy checked and kept
 * (dropped on `app_no_licence`); when the server cannot be reached (or `offline`), the kept copy
 * checked with the kept keys (docs/desktop-app.md#offline-rule).
 */
export async function status(context: Context, { offline }: { offline: boolean }): Promise<void> {
  const state = await signedIn(context);
  if (!offline) {
    try {
      await online(context, state);
      return;
    } catch (error) {
      if (error instanceof ClientError && error.exitCode === EXIT.noLicence && state.offline) {
        // docs/desktop-app.md#offline-rule: online, the server decides; the copy is dropped.
        state.offline = null;
        await saveState(context.statePath, state);
      }
      if (!isNetworkError(error)) throw error;
      context.print('The server could not be reached: the offline entitlement is checked.');
    }
  }
  if (!state.offline)
    throw new ClientError(EXIT.offlineInvalid, 'no offline entitlement stored: go online once');
  const claims = await verifyOfflineEntitlement(state.offline.token, {
    issuer: state.issuer,
    jwks: state.jwks,
    subject: state.subject,
    now: context.now(),
  });
  context.print(json({ mode: 'offline', ...claims }));
}

async function online(context: Context, state: ClientState) {
  const response = await appCall(context, state, 'appEntitlement');
  if (!response.ok) throw await callFailure(response);
  const entitlement = appEntitlementResponseSchema.parse(await response.json());
  // The keys may have changed since the sign-in: the copy is checked with the current ones.
  state.jwks = await fetchJwks(state.endpoints.jwks);
  const claims = await verifyOfflineEntitlement(entitlement.offline.token, {
    issuer: state.issuer,
    jwks: state.jwks,
    subject: state.subject,
    now: context.now(),
  });
  state.subject = claims.sub;
  state.offline = entitlement.offline;
  await saveState(context.statePath, state);
  const { offline: signed, ...facts } = entitlement;
  context.print(json({ mode: 'online', ...facts, offlineUntil: signed.expiresAt }));
}

/** docs/desktop-app.md#blacklist: one language's phrases, asked again with the kept ETag (304: unchanged). */
export async function blacklist(context: Context, { lang }: { lang: Language }): Promise<void> {
  const state = await signedIn(context);
  const kept = state.blacklists[lang];
  const response = await appCall(context, state, 'appBlacklist', {
    query: { lang },
    headers: kept ? { 'if-none-match': kept.etag } : {},
  });
  if (response.status === 304 && kept) {
    context.print(`unchanged (${kept.phrases.length} phrases, ETag ${kept.etag})`);
    return;
  }
  if (!response.ok) throw await callFailure(response);
  const phrases = appBlacklistResponseSchema.parse(await response.json());
  const etag = response.headers.get('etag');
  if (etag) state.blacklists[lang] = { etag, phrases };
  else delete state.blacklists[lang];
  await saveState(context.statePath, state);
  context.print(`${phrases.length} phrase${phrases.length === 1 ? '' : 's'} (ETag ${etag ?? 'none'})`);
  for (const phrase of phrases) context.print(phrase);
}

/**
 * docs/desktop-app.md#usage: the time is recorded as a batch with the client's own id before it is
 * sent, and kept until the server accepts it: sent again after a failure, counted once.
 */
export async function usage(context: Context, { seconds, endedAt }: { seconds: number; endedAt: Date }) {
  const state = await signedIn(context);
  const id = `${state.usage.prefix}-${state.usage.next}`;
  state.usage.next += 1;
  state.usage.pending.push({ id, seconds, endedAt: endedAt.toISOString() });
  await saveState(context.statePath, state);
  while (state.usage.pending.length > 0) {
    const batches = state.usage.pending.slice(0, APP_USAGE_BATCHES_MAX);
    const refused = await report(context, state, batches);
    // A batch the server will never take (implausible) is dropped, and said; the others stay.
    state.usage.pending = state.usage.pending.filter((batch) => !batches.includes(batch));
    await saveState(context.statePath, state);
    if (refused.length > 0) {
      throw new ClientError(
        EXIT.failed,
        `refused and dropped: ${refused.map((r) => `${r.batch.id} (${r.why})`).join(', ')}`,
      );
    }
  }
}

type Refusal = { batch: AppUsageBatch; why: string };

/** One report; refused as a whole for one bad batch, it is sent again batch by batch to find it. */
async function report(context: Context, state: ClientState, batches: AppUsageBatch[]): Promise<Refusal[]> {
  const response = await appCall(context, state, 'appUsage', { body: { batches } });
  if (response.ok) {
    const { accepted, duplicates } = appUsageResponseSchema.parse(await response.json());
    context.print(
      `sent ${batches.map((b) => b.id).join(', ')}: ${accepted} counted, ${duplicates} counted before`,
    );
    return [];
  }
  const failure = await callFailure(response);
  if (response.status !== 400) throw failure;
  if (batches.length === 1) return [{ batch: batches[0] as AppUsageBatch, why: failure.message }];
  const refused: Refusal[] = [];
  for (const batch of batches) refused.push(...(await report(context, state, [batch])));
  return refused;
}

/** docs/desktop-app.md#revocation: the refresh token revoked, then the state deleted. */
export async function logout(context: Context): Promise<void> {
  const state = await loadState(context.statePath);
  if (!state) {
    context.print('Not signed in.');
    return;
  }
  const as = authorizationServer(state);
  try {
    const response = await network(() =>
      oauth.revocationRequest(as, CLIENT, CLIENT_AUTH, state.tokens.refreshToken, {
        ...httpOptions(as.issuer),
        additionalParameters: { token_type_hint: 'refresh_token' },
      }),
    );
    await oauth.processRevocationResponse(response);
  } catch (error) {
    await deleteState(context.statePath);
    const failure = oauthFailure(error);
    if (failure instanceof ClientError) {
      throw new ClientError(
        failure.exitCode,
        `signed out here, but the server was not told: ${failure.message}`,
      );
    }
    throw failure;
  }
  await deleteState(context.statePath);
  context.print('Signed out.');
}
