import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { blacklist, status, usage } from '../src/commands.js';
import type { Context } from '../src/context.js';
import { ClientError, EXIT } from '../src/exit-codes.js';
import { type ClientState, loadState, newUsage, saveState } from '../src/state.js';

/**
 * A stand-in for the account API's app calls and token endpoint, just enough to watch what the
 * client sends: the real server's answers are the journey's (e2e/tests/stack/desktop-app-journey.spec.ts).
 */
function fakeServer() {
  const counted = new Map<string, number>();
  const reports: string[][] = [];
  let access = 'a1';
  const body = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      request.on('end', () => resolve(text));
    });
  const server = createServer(async (request, response) => {
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify(value));
    const text = await body(request);
    if (request.url === '/oauth/token') {
      const form = new URLSearchParams(text);
      if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'r1') {
        access = 'a2';
        return json(200, { access_token: 'a2', token_type: 'Bearer', expires_in: 600, refresh_token: 'r2' });
      }
      return json(400, { error: 'invalid_grant' });
    }
    if (request.headers.authorization !== `Bearer ${access}`) return json(401, { code: 'unauthorized' });
    if (request.url === '/api/app/usage') {
      const { batches } = JSON.parse(text) as { batches: { id: string; seconds: number }[] };
      reports.push(batches.map((batch) => batch.id));
      if (batches.some((batch) => batch.seconds < 0)) return json(400, { code: 'usage_implausible' });
      let accepted = 0;
      for (const batch of batches) {
        if (!counted.has(batch.id)) accepted += 1;
        counted.set(batch.id, batch.seconds);
      }
      return json(200, { accepted, duplicates: batches.length - accepted });
    }
    if (request.url === '/api/app/entitlement') {
      return json(409, { error: 'Conflict', message: 'No licence.', code: 'app_no_licence' });
    }
    if (request.url === '/api/app/blacklist?lang=de') {
      if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304, { etag: '"v1"' }).end();
      return json(200, ['ähm'], { etag: '"v1"' });
    }
    json(404, { code: 'not_found' });
  });
  /** The access token ended on the server's side (its 10 minutes, by the server's clock). */
  const endAccessToken = () => {
    access = 'not-a1';
  };
  return { server, counted, reports, endAccessToken };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

function stateFor(issuer: string): ClientState {
  return {
    version: 1,
    issuer,
    endpoints: {
      authorization: `${issuer}/oauth/authorize`,
      token: `${issuer}/oauth/token`,
      revocation: `${issuer}/oauth/revoke`,
      jwks: `${issuer}/oauth/jwks`,
    },
    deviceName: 'Praxis-PC 3',
    tokens: { accessToken: 'a1', accessTokenExpiresAt: '2999-01-01T00:00:00.000Z', refreshToken: 'r1' },
    jwks: { keys: [] },
    offline: null,
    blacklists: {},
    usage: newUsage(),
  };
}

describe('the app calls of the reference client (docs/desktop-app.md#reference-client)', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function setUp() {
    const fake = fakeServer();
    servers.push(fake.server);
    const issuer = await listen(fake.server);
    const lines: string[] = [];
    const context: Context = {
      statePath: path.join(await mkdtemp(path.join(tmpdir(), 'desktop-client-')), 'state.json'),
      now: () => new Date('2026-12-07T10:00:00Z'),
      print: (line) => lines.push(line),
    };
    await saveState(context.statePath, stateFor(issuer));
    return { ...fake, issuer, context, lines };
  }

  it('keeps a batch the server did not get and sends it again with the next, each id once', async () => {
    const { context, counted, reports, issuer } = await setUp();
    // The server out of reach: a port nothing listens on.
    const state = (await loadState(context.statePath)) as ClientState;
    await saveState(context.statePath, { ...state, issuer: 'http://127.0.0.1:9' });
    const failure = await usage(context, { seconds: 60, endedAt: context.now() }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ClientError);
    expect((failure as ClientError).exitCode).toBe(EXIT.network);
    const kept = (await loadState(context.statePath)) as ClientState;
    expect(kept.usage.pending.map((batch) => batch.seconds)).toEqual([60]);

    await saveState(context.statePath, { ...kept, issuer });
    await usage(context, { seconds: 30, endedAt: context.now() });
    const { prefix } = kept.usage;
    expect(reports.at(-1)).toEqual([`${prefix}-1`, `${prefix}-2`]);
    expect([...counted]).toEqual([
      [`${prefix}-1`, 60],
      [`${prefix}-2`, 30],
    ]);
    expect((await loadState(context.statePath))?.usage).toMatchObject({ next: 3, pending: [] });
  });

  it('renews a refused access token once and stores the new refresh token at once (rotation)', async () => {
    const { context, endAccessToken } = await setUp();
    endAccessToken();
    await usage(context, { seconds: 5, endedAt: context.now() });
    expect((await loadState(context.statePath))?.tokens).toMatchObject({
      accessToken: 'a2',
      refreshToken: 'r2',
    });
  });

  it('says signed out when the refresh token is refused (invalid_grant), and keeps the batch', async () => {
    const { context, endAccessToken } = await setUp();
    endAccessToken();
    const state = (await loadState(context.statePath)) as ClientState;
    await saveState(context.statePath, { ...state, tokens: { ...state.tokens, refreshToken: 'spent' } });
    const failure = await usage(context, { seconds: 5, endedAt: context.now() }).catch(
      (error: ClientError) => error,
    );
    expect(failure).toMatchObject({ exitCode: EXIT.signedOut });
    expect((await loadState(context.statePath))?.usage.pending).toHaveLength(1);
  });

  it('drops a batch the server finds implausible, keeps the others counted, and says so', async () => {
    const { context, counted } = await setUp();
    const state = (await loadState(context.statePath)) as ClientState;
    const { prefix } = state.usage;
    state.usage.pending.push({ id: `${prefix}-0`, seconds: -5, endedAt: context.now().toISOString() });
    await saveState(context.statePath, state);
    const failure = await usage(context, { seconds: 20, endedAt: context.now() }).catch(
      (error: ClientError) => error,
    );
    expect(failure).toMatchObject({ exitCode: EXIT.failed });
    expect((failure as ClientError).message).toContain(`${prefix}-0`);
    expect([...counted.keys()]).toEqual([`${prefix}-1`]);
    expect((await loadState(context.statePath))?.usage.pending).toEqual([]);
  });

  it('says no licence on 409 app_no_licence and drops the offline copy: online, the server decides', async () => {
    const { context } = await setUp();
    const state = (await loadState(context.statePath)) as ClientState;
    await saveState(context.statePath, {
      ...state,
      offline: { token: 'a.b.c', expiresAt: '2026-12-14T10:00:00Z' },
    });
    const failure = await status(context, { offline: false }).catch((error: ClientError) => error);
    expect(failure).toMatchObject({ exitCode: EXIT.noLicence });
    expect((failure as ClientError).message).toContain('app_no_licence');
    expect((await loadState(context.statePath))?.offline).toBeNull();
    const offline = await status(context, { offline: true }).catch((error: ClientError) => error);
    expect(offline).toMatchObject({ exitCode: EXIT.offlineInvalid });
  });

  it('asks for the blacklist again with its ETag and says unchanged on 304', async () => {
    const { context, lines } = await setUp();
    await blacklist(context, { lang: 'de' });
    await blacklist(context, { lang: 'de' });
    expect(lines).toEqual(['1 phrase (ETag "v1")', 'ähm', 'unchanged (1 phrases, ETag "v1")']);
  });
});
