// A throw-away PostgreSQL server on loopback, in a temporary folder: what with-postgres.mjs runs
// the tests against, and what the resilience test and the load test start for themselves (the
// first to restart it mid-request, which it cannot do to a server other tests share).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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
  const port = await freePort();
  const user = isRoot ? 'postgres' : process.env.USER || 'postgres';
  const pgCtl = (...args) => asOwner(`${bin}/pg_ctl`, ['-D', dataDir, ...args]);

  let running = false;
  const start = () => {
    pgCtl(
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`,
      'start',
    );
    running = true;
  };
  const cluster = {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(bin)),
    /** Stops the server the way a restart does: open connections are cut, open transactions lost. */
    halt() {
      if (!running) return;
      running = false;
      pgCtl('-m', 'fast', '-w', 'stop');
    },
    start,
    stop() {
      if (running) {
        try {
          pgCtl('-m', 'immediate', '-w', 'stop');
        } catch {}
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
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
    start();
  } catch (error) {
    cluster.stop();
    throw new Error(`Could not start PostgreSQL: ${error.stderr?.toString() || error.message}`);
  }
  return cluster;
}
