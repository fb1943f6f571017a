import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { SERVER_START_TIMEOUT_MS } from '../../../test-timeouts.ts';

/**
 * Servers a journey starts and stops itself, beside the stack's that Playwright starts from its
 * config: an API in another state (its payment provider out of reach, its overdue-invoices clock
 * moved on) and a Stripe emulator of its own, each built as the stack runs it.
 */
const API_SERVER = fileURLToPath(new URL('../../../apps/api/dist/server.js', import.meta.url));
const STRIPE_EMULATOR = fileURLToPath(
  new URL('../../../packages/stripe-emulator/dist/cli.js', import.meta.url),
);
const POLL_MS = 250;

export interface SpareServer {
  /** SIGTERM, then the process's exit: an API closes its database first, so it can start again on it. */
  stop(): Promise<void>;
}

/**
 * A fresh PGlite folder: PGlite is a database inside one process, so the stack's folder is the
 * stack API's alone.
 */
export function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'e2e-pglite-spare-'));
}

/**
 * Node runs `script` with `args` and `env` over this process's environment, until `health`
 * answers 2xx. A first start creates and migrates its database, which takes a busy machine a
 * while; a server that exits first (a configuration error, its port taken) fails the start at
 * once, its reason on stderr.
 */
async function startServer(
  request: APIRequestContext,
  {
    script,
    args = [],
    env = {},
    health,
  }: { script: string; args?: string[]; env?: Record<string, string>; health: string },
): Promise<SpareServer> {
  // A server already on the port (another run's, on the same E2E_PORT_OFFSET) would answer the
  // health check before this one had failed to bind it, and the journey would go on against it.
  const { port } = new URL(health);
  if (!(await portIsFree(Number(port)))) {
    throw new Error(`port ${port} of ${health} is taken already: another run on the same E2E_PORT_OFFSET?`);
  }
  const child: ChildProcess = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `${path.basename(script)} exited with code ${child.exitCode} before ${health} answered`,
      );
    }
    const answer = await request.get(health, { timeout: 5_000 }).catch(() => null);
    if (answer?.ok()) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${health} did not answer within ${SERVER_START_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Whether nothing listens on `port` of the loopback address, as the servers here bind it. */
async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  try {
    probe.listen(port, '127.0.0.1');
    await once(probe, 'listening');
    return true;
  } catch {
    return false;
  } finally {
    if (probe.listening) {
      probe.close();
      await once(probe, 'close');
    }
  }
}

/** The built API with `environment` (apiEnvironment's, with what the journey changes), on its PORT. */
export function startSpareApi(request: APIRequestContext, environment: Record<string, string>) {
  return startServer(request, {
    script: API_SERVER,
    env: environment,
    health: `http://127.0.0.1:${environment.PORT}/api/health`,
  });
}

/** The built Stripe emulator on `port`, signing its webhooks to `webhookUrl` with `webhookSecret`. */
export function startSpareStripeEmulator(
  request: APIRequestContext,
  { port, webhookUrl, webhookSecret }: { port: number; webhookUrl: string; webhookSecret: string },
) {
  return startServer(request, {
    script: STRIPE_EMULATOR,
    args: [
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--webhook-url',
      webhookUrl,
      '--webhook-secret',
      webhookSecret,
      '--quiet',
    ],
    health: `http://127.0.0.1:${port}/_emulator/health`,
  });
}
