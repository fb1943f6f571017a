// Runs a command against a throw-away PostgreSQL server on loopback: `node scripts/with-postgres.mjs
// -- <command...>`. The server lives in a temporary folder and is stopped (and removed) afterwards,
// whatever the command's outcome; the command sees DATABASE_URL.
import { spawn } from 'node:child_process';
import { startPostgresCluster } from './postgres-cluster.mjs';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command...>');
  process.exit(2);
}

let cluster;
try {
  cluster = await startPostgresCluster();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

console.log(`PostgreSQL ${cluster.version} on ${new URL(cluster.url).host} for: ${command.join(' ')}`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: cluster.url, TEST_DATABASE: 'postgres' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
