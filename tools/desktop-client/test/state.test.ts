import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ClientState,
  defaultStatePath,
  deleteState,
  loadState,
  newUsage,
  saveState,
} from '../src/state.js';

const STATE: ClientState = {
  version: 1,
  issuer: 'http://127.0.0.1:3100',
  endpoints: {
    authorization: 'http://127.0.0.1:3100/oauth/authorize',
    token: 'http://127.0.0.1:3100/oauth/token',
    revocation: 'http://127.0.0.1:3100/oauth/revoke',
    jwks: 'http://127.0.0.1:3100/oauth/jwks',
  },
  deviceName: 'Praxis-PC 3',
  tokens: {
    accessToken: 'access',
    accessTokenExpiresAt: '2026-12-07T10:10:00.000Z',
    refreshToken: 'refresh',
  },
  jwks: { keys: [{ kty: 'OKP', crv: 'Ed25519', x: 'abc', kid: 'k1' }] },
  offline: { token: 'a.b.c', expiresAt: '2026-12-14T10:00:00.000Z' },
  blacklists: { de: { etag: '"v1"', phrases: ['Ähm', 'also'] } },
  usage: {
    ...newUsage(),
    next: 3,
    pending: [{ id: 'x-2', seconds: 90, endedAt: '2026-12-07T09:00:00.000Z' }],
  },
};

describe('the state file (docs/desktop-app.md#reference-client)', () => {
  it('keeps what it was given, readable by the owner only, and is gone once deleted', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'desktop-client-')), 'nested', 'state.json');
    expect(await loadState(file)).toBeNull();
    await saveState(file, STATE);
    expect(await loadState(file)).toEqual(STATE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await saveState(file, { ...STATE, tokens: { ...STATE.tokens, refreshToken: 'rotated' } });
    expect((await loadState(file))?.tokens.refreshToken).toBe('rotated');
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ version: 1 });
    await deleteState(file);
    expect(await loadState(file)).toBeNull();
  });

  it('numbers the usage batches of each sign-in under a prefix of its own', () => {
    const [first, second] = [newUsage(), newUsage()];
    expect(first).toMatchObject({ next: 1, pending: [] });
    expect(first.prefix).not.toBe(second.prefix);
  });

  it('lives in the user’s configuration folder of each system', () => {
    expect(defaultStatePath({ APPDATA: 'C:\\Users\\dr\\AppData\\Roaming' }, 'win32')).toContain(
      path.join('C:\\Users\\dr\\AppData\\Roaming', 'dictation-desktop-client', 'state.json'),
    );
    expect(defaultStatePath({ XDG_CONFIG_HOME: '/home/dr/.config' }, 'linux')).toBe(
      '/home/dr/.config/dictation-desktop-client/state.json',
    );
  });
});
