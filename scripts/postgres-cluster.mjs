// A throw-away PostgreSQL server on loopback, in a temporary folder: what with-postgres.mjs runs
// the tests against, and what the resilience test and the load test start for themselves (the
// first to restart it mid-request, which it cannot do to a server other tests share).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureSystemPackages, findPostgresBin } from './ensure-system-packages.mjs';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * How long pg_ctl waits for the server to start or stop, in seconds. Every other server the tests
 * start has SERVER_START_TIMEOUT_MS (test-timeouts.ts) to answer on a busy machine; pg_ctl's own
 * default, 60 s, was the one shorter limit.
 */
const PG_CTL_WAIT_SECONDS = 180;
/** Ports tried before giving up: a port found free can be taken before the server binds it. */
const PORT_ATTEMPTS = 3;

/** Starts a fresh cluster; `stop()` ends it and removes its folder, whatever state it is in. */
export async function startPostgresCluster() {
  ensureSystemPackages({ chromium: false, postgres: true });
  const bin = findPostgresBin();
  const isRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root; Debian's package brings the `postgres` account for it.
  const asOwner = (file, args) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
      : execFileSync(file, args, { stdio: 'pipe' });

  const dir = mkdtempSync(path.join(tmpdir(), 'pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const user = isRoot ? 'postgres' : process.env.USER || 'postgres';
  const pgCtl = (...args) =>
    asOwner(`${bin}/pg_ctl`, ['-D', dataDir, '-t', String(PG_CTL_WAIT_SECONDS), ...args]);

  let port = 0;
  let running = false;
  const start = () => {
    pgCtl(
      '-w',
      '-l',
      logFile,
      '-o',
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`,
      'start',
    );
    running = true;
  };
  const stop = () => {
    if (running) {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {}
      running = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asOwner(`${bin}/initdb`, [
      '-D',
      dataDir,
      '-U',
      user,
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    // The port is found once the cluster exists, just before the server binds it: found before
    // initdb, it stood free for the seconds initdb takes, for any connection of the tests beside
    // this one to take. Taken all the same, the start is tried again on another.
    for (let attempt = 1; ; attempt += 1) {
      port = await freePort();
      try {
        start();
        break;
      } catch (error) {
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        if (attempt >= PORT_ATTEMPTS || !/Address already in use/.test(log)) throw error;
      }
    }
  } catch (error) {
    stop();
    throw new Error(`Could not start PostgreSQL: ${error.stderr?.toString() || error.message}`);
  }
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(bin)),
    /** Stops the server the way a restart does: open connections are cut, open transactions lost. */
    halt() {
      if (!running) return;
      running = false;
      pgCtl('-m', 'fast', '-w', 'stop');
    },
    start,
    stop,
  };
}
