// Runs a command against a throw-away PostgreSQL server on loopback: `node scripts/with-postgres.mjs
// -- <command...>`. The server lives in a temporary folder and is stopped (and removed) afterwards,
// whatever the command's outcome; the command sees DATABASE_URL.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureSystemPackages, findPostgresBin } from './ensure-system-packages.mjs';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command...>');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

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

let started = false;
const stop = () => {
  if (started) {
    try {
      asOwner(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {}
    started = false;
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
  asOwner(`${bin}/pg_ctl`, [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  started = true;
} catch (error) {
  console.error(`Could not start PostgreSQL: ${error.stderr?.toString() || error.message}`);
  stop();
  process.exit(1);
}

const databaseUrl = `postgres://${user}@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port} for: ${command.join(' ')}`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl, TEST_DATABASE: 'postgres' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
