import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import type { AppUsageBatch, Language } from '@app/contracts';
import type { JSONWebKeySet } from 'jose';

/**
 * What the client keeps between runs (docs/desktop-app.md#reference-client): the sign-in's tokens,
 * the server's public keys, the signed offline entitlement, the blacklists with their ETags and
 * the usage batches not yet accepted. A Windows app keeps the same, the tokens protected by DPAPI.
 */
export interface ClientState {
  version: 1;
  /** The issuer (`PUBLIC_URL`) the metadata was read from, and the endpoints it named. */
  issuer: string;
  endpoints: {
    authorization: string;
    token: string;
    revocation: string;
    jwks: string;
  };
  deviceName: string;
  tokens: {
    accessToken: string;
    /** ISO date: when the access token ends, by the client's clock. */
    accessTokenExpiresAt: string;
    refreshToken: string;
  };
  /** The authorization server's JWKS, to check the offline entitlement without the network. */
  jwks: JSONWebKeySet;
  offline: { token: string; expiresAt: string } | null;
  /** The user's id (`sub`) of the first copy checked online: later copies must name the same. */
  subject?: string;
  blacklists: Partial<Record<Language, { etag: string; phrases: string[] }>>;
  usage: {
    /** Batch ids start with it, so two sign-ins of the account never choose the same id. */
    prefix: string;
    next: number;
    /** Batches recorded and not yet accepted by the server, sent again with the next report. */
    pending: AppUsageBatch[];
  };
}

export const newUsage = (): ClientState['usage'] => ({
  prefix: randomUUID().slice(0, 8),
  next: 1,
  pending: [],
});

/** The state file in the user's configuration folder, as a desktop app keeps its own. */
export function defaultStatePath(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  const home = homedir();
  const base =
    platform === 'win32'
      ? (env.APPDATA ?? path.join(home, 'AppData', 'Roaming'))
      : platform === 'darwin'
        ? path.join(home, 'Library', 'Application Support')
        : (env.XDG_CONFIG_HOME ?? path.join(home, '.config'));
  return path.join(base, 'dictation-desktop-client', 'state.json');
}

/** The state, or null when there is none (never signed in, or signed out). */
export async function loadState(file: string): Promise<ClientState | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const state = JSON.parse(text) as ClientState;
  if (state.version !== 1) throw new Error(`${file}: unknown state version ${String(state.version)}`);
  return state;
}

/** Written whole to a file beside it, then renamed: a crash never leaves half a state. Owner only. */
export async function saveState(file: string, state: ClientState): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

export async function deleteState(file: string): Promise<void> {
  await rm(file, { force: true });
}
