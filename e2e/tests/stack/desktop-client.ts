import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTHORIZATION_URL_PREFIX } from '@app/desktop-client';
import { API_PORT } from '../../playwright.config.js';

/** The reference client as built (tools/desktop-client, docs/desktop-app.md#reference-client). */
const CLI = fileURLToPath(new URL('../../../tools/desktop-client/dist/cli.js', import.meta.url));

/**
 * How long one command of the client may take on a busy 2-core machine (a Node start, a token
 * refresh, a call) before the journey fails; `login` waits for the browser and has the journey's own.
 */
const COMMAND_TIMEOUT_MS = 60_000;

export interface ClientRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface DesktopClient {
  /** Its state file: tokens, keys, the offline copy (tools/desktop-client/src/state.ts). */
  statePath: string;
  /** One command to its end: `status`, `blacklist --lang de`… */
  run: (...args: string[]) => Promise<ClientRun>;
  /**
   * `login --no-browser`, started: the address it prints for the browser, and its end once the
   * browser has been through the sign-in and the consent.
   */
  login: (deviceName: string) => { authorizationUrl: Promise<string>; done: Promise<ClientRun> };
}

function start(args: string[], timeoutMs: number, onLine?: (line: string) => void) {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const run: ClientRun = { code: null, stdout: '', stderr: '' };
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    run.stdout += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    run.stderr += chunk;
  });
  return new Promise<ClientRun>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(
        new Error(`desktop-client ${args.join(' ')}: no end in ${timeoutMs} ms\n${run.stdout}${run.stderr}`),
      );
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ...run, code });
    });
  });
}

/** A client of its own (its state in a fresh folder), signed in to the stack's API. */
export function desktopClient(): DesktopClient {
  const state = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-desktop-client-')), 'state.json');
  return {
    statePath: state,
    run: (...args) => start([...args, '--state', state], COMMAND_TIMEOUT_MS),
    login: (deviceName) => {
      let found: (url: string) => void = () => {};
      let ended: (error: Error) => void = () => {};
      const authorizationUrl = new Promise<string>((resolve, reject) => {
        found = resolve;
        ended = reject;
      });
      const server = `http://127.0.0.1:${API_PORT}`;
      const args = [
        'login',
        '--server',
        server,
        '--device-name',
        deviceName,
        '--no-browser',
        '--state',
        state,
      ];
      const done = start(args, 10 * COMMAND_TIMEOUT_MS, (line) => {
        if (line.startsWith(AUTHORIZATION_URL_PREFIX)) found(line.slice(AUTHORIZATION_URL_PREFIX.length));
      });
      // A client that ends before printing the address fails the journey with its own words.
      done.then(
        (run) => ended(new Error(`desktop-client login ended (${run.code}): ${run.stderr}`)),
        (error: Error) => ended(error),
      );
      return { authorizationUrl, done };
    },
  };
}
